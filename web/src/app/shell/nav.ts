import type { ModuleKey } from '@krug/contract/modules';
import {
  BookHeart,
  Briefcase,
  Building2,
  CalendarDays,
  Eye,
  FileText,
  FolderOpen,
  Home,
  HouseHeart,
  Image,
  ListChecks,
  type LucideIcon,
  Mail,
  MessageCircle,
  Newspaper,
  PlusCircle,
  Search,
  Send,
  Settings,
  User,
  UserRound,
  Users,
  Video,
  Wand2,
} from 'lucide-react';
import type { ViewKey } from '../views.ts';

export interface NavLinkItem {
  /** Where the link leads: `/<module>/<view>`. */
  to: string;
  view: ViewKey;
  /** A catalog key; the view's own name (`views.<view>`) when absent. */
  labelKey?: string;
  icon: LucideIcon;
  /** A count shown beside the link. */
  badge?: 'invitations' | 'chat';
}

export interface NavGroup {
  /** Stable key (React key and test id). */
  id: string;
  /** A catalog key for the group's heading; none for the first group. */
  titleKey?: string;
  links: NavLinkItem[];
}

export const VIEW_ICONS: Partial<Record<ViewKey, LucideIcon>> = {
  wall: Home,
  feed: Newspaper,
  'my-profile': User,
  friends: Users,
  chat: MessageCircle,
  calendar: CalendarDays,
  'media-photos': Image,
  'media-documents': FolderOpen,
  'media-videos': Video,
  'my-info': UserRound,
  'my-documents': FileText,
  settings: Settings,
  'my-family-profile': Home,
  'family-public-view': Eye,
  'family-profiles': Users,
  'family-create': PlusCircle,
  'family-setup': Wand2,
  'family-invitations': Mail,
  household: HouseHeart,
  home: ListChecks,
  memories: BookHeart,
  'my-work': Briefcase,
  'org-search': Search,
  'my-join-requests': Send,
  'org-profile': Building2,
};

const link = (module: ModuleKey, view: ViewKey, labelKey?: string): NavLinkItem => ({
  to: `/${module}/${view}`,
  view,
  icon: VIEW_ICONS[view] ?? Home,
  ...(labelKey ? { labelKey } : {}),
});

/**
 * The family group. Creating a family (the form and the wizard) is offered only once it is known
 * that the user has none: a second family cannot be created (issue 19).
 */
const familyGroup = (hasFamily: boolean | undefined): NavGroup => ({
  id: 'family',
  titleKey: 'shell.myFamily',
  links: [
    link('family', 'my-family-profile'),
    link('family', 'household'),
    link('family', 'home'),
    link('family', 'family-profiles'),
    ...(hasFamily === false ? [link('family', 'family-create'), link('family', 'family-setup')] : []),
    { ...link('family', 'family-invitations'), badge: 'invitations' },
  ],
});

const workGroup = (): NavGroup => ({
  id: 'work',
  titleKey: 'shell.myWork',
  links: [
    link('organizations', 'my-work'),
    link('organizations', 'org-search'),
    link('organizations', 'my-join-requests'),
  ],
});

/** Whether the cabinet shows the family group (and so needs to know whether the user has a family). */
export const showsFamilyGroup = (module: ModuleKey, everywhere: boolean) => everywhere || module === 'family';

/**
 * The personal cabinet (spec §2), one list for the left sidebar and the phone drawer. The sidebar
 * shows the family group in the family module and the work group in Organizations; the drawer
 * (`everywhere`) shows both in every module, since a phone has no other way to reach them.
 */
export function cabinetGroups(
  module: ModuleKey,
  { everywhere = false, hasFamily }: { everywhere?: boolean; hasFamily?: boolean } = {},
): NavGroup[] {
  const groups: NavGroup[] = [
    {
      id: 'main',
      links: [
        link(module, 'my-profile'),
        link(module, 'feed'),
        ...(module === 'journal' ? [link('journal', 'memories')] : []),
        link(module, 'friends'),
        { ...link(module, 'chat'), badge: 'chat' },
        link(module, 'calendar'),
      ],
    },
    {
      id: 'media',
      titleKey: 'sidebar.media',
      links: [
        link(module, 'media-photos', 'sidebar.photos'),
        link(module, 'media-documents', 'sidebar.files'),
        link(module, 'media-videos', 'sidebar.videos'),
      ],
    },
    {
      id: 'info',
      titleKey: 'sidebar.myInformation',
      links: [link(module, 'my-info', 'sidebar.profile'), link(module, 'my-documents', 'sidebar.documents')],
    },
    { id: 'settings', links: [link(module, 'settings')] },
  ];
  const extra: NavGroup[] = [];
  if (showsFamilyGroup(module, everywhere)) extra.push(familyGroup(hasFamily));
  if (everywhere || module === 'organizations') extra.push(workGroup());
  groups.splice(1, 0, ...extra);
  return groups;
}

export interface BottomItem {
  id: 'wall' | 'chat' | 'media' | 'family' | 'work';
  to: string;
  labelKey: string;
  icon: LucideIcon;
  /** The views under which the item shows as current. */
  views: ViewKey[];
}

/** The phone bottom bar's links (the fifth place is the menu button, which opens the drawer). */
export function bottomItems(module: ModuleKey): BottomItem[] {
  const personal: BottomItem =
    module === 'organizations'
      ? {
          id: 'work',
          to: '/organizations/my-work',
          labelKey: 'nav.work',
          icon: Briefcase,
          views: ['my-work', 'org-profile', 'org-public', 'org-search', 'my-join-requests'],
        }
      : {
          id: 'family',
          to: '/family/my-family-profile',
          labelKey: 'nav.family',
          icon: Users,
          views: [
            'my-family-profile',
            'family-public-view',
            'family-profiles',
            'family-create',
            'family-view',
            'family-invitations',
            'family-manage',
            'family-setup',
            'household',
          ],
        };
  return [
    { id: 'wall', to: `/${module}/wall`, labelKey: 'nav.feed', icon: Newspaper, views: ['wall', 'feed'] },
    { id: 'chat', to: `/${module}/chat`, labelKey: 'nav.chat', icon: MessageCircle, views: ['chat'] },
    {
      id: 'media',
      to: `/${module}/media-photos`,
      labelKey: 'nav.media',
      icon: Image,
      views: ['media-photos', 'media-documents', 'media-videos'],
    },
    personal,
  ];
}
