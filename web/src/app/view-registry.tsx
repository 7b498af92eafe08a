import type { MediaType } from '@krug/contract/media';
import { isModuleKey, type ModuleKey } from '@krug/contract/modules';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { tokenStore } from '../lib/api.ts';
import { lazyPage } from './lazy-page.tsx';
import type { ViewKey } from './views.ts';

// Each area is its own chunk, downloaded when one of its views is first opened.
const MyInfoPage = lazyPage(() => import('../features/account/MyInfoPage.tsx').then((m) => m.MyInfoPage));
const CalendarPanel = lazyPage(() =>
  import('../features/calendar/CalendarPanel.tsx').then((m) => m.CalendarPanel),
);
const ChatPage = lazyPage(() => import('../features/chat/ChatPage.tsx').then((m) => m.ChatPage));
const ChatSidebar = lazyPage(() => import('../features/chat/ChatSidebar.tsx').then((m) => m.ChatSidebar));
const DocumentsPage = lazyPage(() =>
  import('../features/documents/DocumentsPage.tsx').then((m) => m.DocumentsPage),
);
const familyViews = () => import('../features/family/FamilyViews.tsx');
const FamilyCreateView = lazyPage(() => familyViews().then((m) => m.FamilyCreateView));
const FamilyManageView = lazyPage(() => familyViews().then((m) => m.FamilyManageView));
const FamilyOneView = lazyPage(() => familyViews().then((m) => m.FamilyOneView));
const FamilyProfilesView = lazyPage(() => familyViews().then((m) => m.FamilyProfilesView));
const FamilyPublicViewPage = lazyPage(() => familyViews().then((m) => m.FamilyPublicViewPage));
const MyFamilyProfileView = lazyPage(() => familyViews().then((m) => m.MyFamilyProfileView));
const InvitationsPage = lazyPage(() =>
  import('../features/invitations/InvitationsPage.tsx').then((m) => m.InvitationsPage),
);
const FamilyWizard = lazyPage(() =>
  import('../features/family/FamilyWizard.tsx').then((m) => m.FamilyWizard),
);
const HouseholdPage = lazyPage(() =>
  import('../features/household/HouseholdSection.tsx').then((m) => m.HouseholdPage),
);
const JournalPage = lazyPage(() => import('../features/journal/JournalPage.tsx').then((m) => m.JournalPage));
const HomePage = lazyPage(() => import('../features/home/HomePage.tsx').then((m) => m.HomePage));
const PublicViewWidget = lazyPage(() =>
  import('../features/family/PublicViewWidget.tsx').then((m) => m.PublicViewWidget),
);
const MediaLibraryPage = lazyPage(() =>
  import('../features/media/MediaLibraryPage.tsx').then((m) => m.MediaLibraryPage),
);
const MediaSidebar = lazyPage(() => import('../features/media/MediaSidebar.tsx').then((m) => m.MediaSidebar));
const AlbumsPage = lazyPage(() => import('../features/media/AlbumsPage.tsx').then((m) => m.AlbumsPage));
const AlbumPage = lazyPage(() => import('../features/media/AlbumPage.tsx').then((m) => m.AlbumPage));
const FeedPage = lazyPage(() => import('../features/posts/FeedPage.tsx').then((m) => m.FeedPage));
const FeedSidebar = lazyPage(() => import('../features/posts/FeedSidebar.tsx').then((m) => m.FeedSidebar));
const PostPage = lazyPage(() => import('../features/posts/PostPage.tsx').then((m) => m.PostPage));
const personPage = () => import('../features/people/PersonPage.tsx');
const PersonPage = lazyPage(() => personPage().then((m) => m.PersonPage));
const MyProfilePage = lazyPage(() => personPage().then((m) => m.MyProfilePage));
const FriendsPage = lazyPage(() => import('../features/people/FriendsPage.tsx').then((m) => m.FriendsPage));
const MyJoinRequests = lazyPage(() =>
  import('../features/work/MyJoinRequests.tsx').then((m) => m.MyJoinRequests),
);
const MyWorkPage = lazyPage(() => import('../features/work/MyWorkPage.tsx').then((m) => m.MyWorkPage));
const OrgProfilePage = lazyPage(() =>
  import('../features/work/OrgProfilePage.tsx').then((m) => m.OrgProfilePage),
);
const OrgPublicPage = lazyPage(() =>
  import('../features/work/OrgPublicPage.tsx').then((m) => m.OrgPublicPage),
);
const OrgSidebar = lazyPage(() => import('../features/work/OrgSidebar.tsx').then((m) => m.OrgSidebar));
const SettingsPage = lazyPage(() =>
  import('../features/settings/SettingsPage.tsx').then((m) => m.SettingsPage),
);
const SearchPage = lazyPage(() => import('../features/search/SearchPage.tsx').then((m) => m.SearchPage));
const SearchOrganizations = lazyPage(() =>
  import('../features/work/SearchOrganizations.tsx').then((m) => m.SearchOrganizations),
);

interface ViewEntry {
  main(module: ModuleKey): ReactNode;
  /** Widgets of the right column above My Roles. */
  aside?(module: ModuleKey): ReactNode;
  /** The chunks the view renders, so they can download while the session and the shell load. */
  pages: { preload(): Promise<unknown> }[];
  /** Starts the view's first request at the same time, so it does not wait for the page to render. */
  prefetch?(client: QueryClient, module: ModuleKey, search: URLSearchParams): Promise<unknown>;
}

/** The wall's and the feed's first page of posts, requested exactly as FeedPage will ask for it. */
const prefetchPosts =
  (view: 'wall' | 'feed') => async (client: QueryClient, module: ModuleKey, search: URLSearchParams) => {
    const [{ feedQueryOf }, { feedQuery }] = await Promise.all([
      import('../features/posts/FeedPage.tsx'),
      import('../features/posts/api.ts'),
    ]);
    // Only fills an empty cache: refreshing what is already shown stays with the page's own query.
    await client.ensureInfiniteQueryData(feedQuery(feedQueryOf(module, view, search)));
  };

const media = (type: MediaType): ViewEntry => ({
  main: (module) => <MediaLibraryPage key={type} type={type} module={module} />,
  aside: (module) => <MediaSidebar type={type} module={module} />,
  pages: [MediaLibraryPage, MediaSidebar],
});

/** The views that are built; every other view shows the "в разработке" page. */
export const VIEW_REGISTRY: Partial<Record<ViewKey, ViewEntry>> = {
  'media-photos': media('image'),
  'media-documents': media('document'),
  'media-videos': media('video'),
  // Albums (issue 22): /:module/media/albums and /:module/media/albums/:albumId.
  'media-albums': {
    main: (module) => <AlbumsPage module={module} />,
    aside: (module) => <MediaSidebar type="image" module={module} />,
    pages: [AlbumsPage, MediaSidebar],
  },
  'media-album': {
    main: (module) => <AlbumPage module={module} />,
    aside: (module) => <MediaSidebar type="image" module={module} />,
    pages: [AlbumPage, MediaSidebar],
  },
  wall: {
    main: (module) => <FeedPage module={module} view="wall" />,
    aside: () => <FeedSidebar />,
    pages: [FeedPage, FeedSidebar],
    prefetch: prefetchPosts('wall'),
  },
  feed: {
    main: (module) => <FeedPage module={module} view="feed" />,
    aside: () => <FeedSidebar />,
    pages: [FeedPage, FeedSidebar],
    prefetch: prefetchPosts('feed'),
  },
  post: { main: (module) => <PostPage module={module} />, pages: [PostPage] },
  person: { main: (module) => <PersonPage module={module} />, pages: [PersonPage] },
  search: { main: (module) => <SearchPage module={module} />, pages: [SearchPage] },
  'my-profile': { main: (module) => <MyProfilePage module={module} />, pages: [MyProfilePage] },
  friends: { main: (module) => <FriendsPage module={module} />, pages: [FriendsPage] },
  'my-info': { main: () => <MyInfoPage />, pages: [MyInfoPage] },
  settings: { main: (module) => <SettingsPage module={module} />, pages: [SettingsPage] },
  'my-work': { main: () => <MyWorkPage />, pages: [MyWorkPage] },
  'org-profile': {
    main: () => <OrgProfilePage />,
    aside: () => <OrgSidebar />,
    pages: [OrgProfilePage, OrgSidebar],
  },
  'org-search': { main: () => <SearchOrganizations />, pages: [SearchOrganizations] },
  'org-public': { main: () => <OrgPublicPage />, pages: [OrgPublicPage] },
  'my-join-requests': { main: () => <MyJoinRequests />, pages: [MyJoinRequests] },
  'my-documents': { main: () => <DocumentsPage />, pages: [DocumentsPage] },
  chat: {
    main: (module) => <ChatPage module={module} />,
    aside: () => <ChatSidebar />,
    pages: [ChatPage, ChatSidebar],
  },
  calendar: { main: (module) => <CalendarPanel module={module} isView />, pages: [CalendarPanel] },
  'my-family-profile': {
    main: () => <MyFamilyProfileView />,
    aside: () => <PublicViewWidget />,
    pages: [MyFamilyProfileView, PublicViewWidget],
  },
  'family-create': { main: () => <FamilyCreateView />, pages: [FamilyCreateView] },
  'family-setup': { main: () => <FamilyWizard />, pages: [FamilyWizard] },
  'family-manage': { main: () => <FamilyManageView />, pages: [FamilyManageView] },
  'family-view': { main: () => <FamilyOneView />, pages: [FamilyOneView] },
  'family-public-view': { main: () => <FamilyPublicViewPage />, pages: [FamilyPublicViewPage] },
  'family-profiles': { main: () => <FamilyProfilesView />, pages: [FamilyProfilesView] },
  'family-invitations': { main: () => <InvitationsPage />, pages: [InvitationsPage] },
  household: { main: () => <HouseholdPage />, pages: [HouseholdPage] },
  home: { main: () => <HomePage />, pages: [HomePage] },
  memories: { main: () => <JournalPage />, pages: [JournalPage] },
};

/**
 * Starts downloading a view's chunks and, for a signed-in visitor, its first data, while the
 * session check runs (an unknown module or view does nothing; the shell answers it).
 */
export function preloadView(client: QueryClient, module: string, view: string, search: URLSearchParams) {
  if (!Object.hasOwn(VIEW_REGISTRY, view)) return;
  const entry = VIEW_REGISTRY[view as ViewKey];
  for (const page of entry?.pages ?? []) void page.preload().catch(() => {});
  if (entry?.prefetch && isModuleKey(module) && tokenStore.get())
    void entry.prefetch(client, module, search).catch(() => {});
}
