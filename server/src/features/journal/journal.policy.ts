import type { JournalVisibility } from '@krug/contract/journal';
import { canReadPost, type Viewer } from '../posts/posts.policy.ts';

/**
 * Who reads a Journal entry (issue 34 §3): exactly the rule of posts (CONTRACT §4) for the two
 * visibilities an entry has — ONLY_ME is the author's; FAMILY_ONLY is also for the members of its
 * family (or, without one, of any family the author is in). journal.repo.ts applies it in SQL.
 */
export const canReadEntry = (viewer: Viewer, entry: { authorId: string; visibility: JournalVisibility }) =>
  canReadPost(viewer, entry);
/** Only the author edits or deletes an entry. */
export const canEditEntry = (userId: string, entry: { authorId: string }) => entry.authorId === userId;
