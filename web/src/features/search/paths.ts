import type { SearchKind } from '@krug/contract/search';

/**
 * The search page (`/{module}/search?q=…&kind=…`). Tiny and free of imports: the feed's hashtag
 * links build their address with it, and they are in the first load.
 */
export function searchPath(module: string, q: string, kind?: SearchKind | null): string {
  const params = new URLSearchParams({ q });
  if (kind) params.set('kind', kind);
  return `/${module}/search?${params}`;
}

/** A family's public page (what anyone may see of it). */
export const familyPublicPath = (familyId: string) =>
  `/family/family-public-view?id=${encodeURIComponent(familyId)}`;

/** An organization's public profile. */
export const organizationPublicPath = (orgId: string) =>
  `/organizations/org-public?id=${encodeURIComponent(orgId)}`;
