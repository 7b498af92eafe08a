import type { MediaType } from '@krug/contract/media';
import type { ModuleKey } from '@krug/contract/modules';
import type { ReactNode } from 'react';
import { MyInfoPage } from '../features/account/MyInfoPage.tsx';
import { CalendarPanel } from '../features/calendar/CalendarPanel.tsx';
import { ChatPage } from '../features/chat/ChatPage.tsx';
import { ChatSidebar } from '../features/chat/ChatSidebar.tsx';
import { DocumentsPage } from '../features/documents/DocumentsPage.tsx';
import {
  FamilyCreateView,
  FamilyInvitationsView,
  FamilyManageView,
  FamilyOneView,
  FamilyProfilesView,
  FamilyPublicViewPage,
  MyFamilyProfileView,
} from '../features/family/FamilyViews.tsx';
import { FamilyWizard } from '../features/family/FamilyWizard.tsx';
import { PublicViewWidget } from '../features/family/PublicViewWidget.tsx';
import { MediaLibraryPage } from '../features/media/MediaLibraryPage.tsx';
import { MediaSidebar } from '../features/media/MediaSidebar.tsx';
import { FeedPage } from '../features/posts/FeedPage.tsx';
import { FeedSidebar } from '../features/posts/FeedSidebar.tsx';
import { MyJoinRequests } from '../features/work/MyJoinRequests.tsx';
import { MyWorkPage } from '../features/work/MyWorkPage.tsx';
import { OrgProfilePage } from '../features/work/OrgProfilePage.tsx';
import { OrgPublicPage } from '../features/work/OrgPublicPage.tsx';
import { OrgSidebar } from '../features/work/OrgSidebar.tsx';
import { SearchOrganizations } from '../features/work/SearchOrganizations.tsx';
import type { ViewKey } from './views.ts';

interface ViewEntry {
  main(module: ModuleKey): ReactNode;
  /** Widgets of the right column above My Roles. */
  aside?(module: ModuleKey): ReactNode;
}

const media = (type: MediaType): ViewEntry => ({
  main: (module) => <MediaLibraryPage key={type} type={type} module={module} />,
  aside: (module) => <MediaSidebar type={type} module={module} />,
});

/** The views that are built; every other view shows the "в разработке" page. */
export const VIEW_REGISTRY: Partial<Record<ViewKey, ViewEntry>> = {
  'media-photos': media('image'),
  'media-documents': media('document'),
  'media-videos': media('video'),
  wall: { main: (module) => <FeedPage module={module} view="wall" />, aside: () => <FeedSidebar /> },
  feed: { main: (module) => <FeedPage module={module} view="feed" />, aside: () => <FeedSidebar /> },
  'my-info': { main: () => <MyInfoPage /> },
  'my-work': { main: () => <MyWorkPage /> },
  'org-profile': { main: () => <OrgProfilePage />, aside: () => <OrgSidebar /> },
  'org-search': { main: () => <SearchOrganizations /> },
  'org-public': { main: () => <OrgPublicPage /> },
  'my-join-requests': { main: () => <MyJoinRequests /> },
  'my-documents': { main: () => <DocumentsPage /> },
  chat: { main: (module) => <ChatPage module={module} />, aside: () => <ChatSidebar /> },
  calendar: { main: (module) => <CalendarPanel module={module} /> },
  'my-family-profile': { main: () => <MyFamilyProfileView />, aside: () => <PublicViewWidget /> },
  'family-create': { main: () => <FamilyCreateView /> },
  'family-setup': { main: () => <FamilyWizard /> },
  'family-manage': { main: () => <FamilyManageView /> },
  'family-view': { main: () => <FamilyOneView /> },
  'family-public-view': { main: () => <FamilyPublicViewPage /> },
  'family-profiles': { main: () => <FamilyProfilesView /> },
  'family-invitations': { main: () => <FamilyInvitationsView /> },
};
