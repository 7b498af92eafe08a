import type { ModuleKey } from '@krug/contract/modules';
import type { commonRu } from './texts.ts';

export type ViewKey = keyof typeof commonRu.views;

/** Views every module offers (spec §2 "Views"), plus the module-specific ones below. */
export const COMMON_VIEWS: ViewKey[] = [
  'wall',
  'feed',
  'my-profile',
  'friends',
  'chat',
  'calendar',
  'media-photos',
  'media-documents',
  'media-videos',
  'my-info',
  'my-documents',
  'settings',
];
export const FAMILY_VIEWS: ViewKey[] = [
  'my-family-profile',
  'family-public-view',
  'family-profiles',
  'family-create',
  'family-view',
  'family-invitations',
  'family-manage',
  'family-setup',
  'household',
  'home',
];
/** The Journal module's own view (issue 34 §3). */
export const JOURNAL_VIEWS: ViewKey[] = ['memories'];
export const WORK_VIEWS: ViewKey[] = [
  'my-work',
  'org-profile',
  'org-public',
  'org-search',
  'my-join-requests',
];

export function viewsOf(module: ModuleKey): ViewKey[] {
  if (module === 'family') return [...COMMON_VIEWS, ...FAMILY_VIEWS];
  if (module === 'organizations') return [...COMMON_VIEWS, ...WORK_VIEWS];
  if (module === 'journal') return [...COMMON_VIEWS, ...JOURNAL_VIEWS];
  return COMMON_VIEWS;
}

export const isView = (module: ModuleKey, view: string): view is ViewKey =>
  (viewsOf(module) as string[]).includes(view);

/**
 * The view a shell URL shows: /:module/:view (the wall when none), or one post at
 * /:module/posts/:postId (issue 19), or a person's page at /:module/people/:personId (issue 20); neither
 * is a navigation entry. Null for an unknown view.
 */
export function shellViewOf(
  module: ModuleKey,
  params: { view?: string; postId?: string; personId?: string; mediaSection?: string; albumId?: string },
): ViewKey | null {
  if (params.postId !== undefined) return 'post';
  if (params.personId !== undefined) return 'person';
  // Albums (issue 22) at /:module/media/albums and /:module/media/albums/:albumId.
  if (params.mediaSection !== undefined)
    return params.mediaSection !== 'albums' ? null : params.albumId ? 'media-album' : 'media-albums';
  // The search (issue 21) is reached from the top bar in every module, not from the navigation.
  if (params.view === 'search') return 'search';
  const view = params.view ?? 'wall';
  return isView(module, view) ? view : null;
}

/** Where a module tab leads. */
export const homeOf = (module: ModuleKey) =>
  module === 'organizations' ? '/organizations/my-work' : `/${module}/wall`;
