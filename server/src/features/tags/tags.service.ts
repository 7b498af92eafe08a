import { POPULAR_TAGS_DAYS, POPULAR_TAGS_LIMIT, type PopularTagsResponse } from '@krug/contract/search';
import type { Db } from '../../db/client.ts';
import { tagsRepo } from './tags.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function createTagsService(db: Db) {
  return {
    /**
     * «Популярные теги»: the most used tags of the last POPULAR_TAGS_DAYS days, counted over
     * PUBLIC posts only, so a family-only post's tag never shows through a count.
     */
    async popular(now = new Date()): Promise<PopularTagsResponse> {
      const since = new Date(now.getTime() - POPULAR_TAGS_DAYS * DAY_MS);
      return { tags: await tagsRepo.popular(db, since, POPULAR_TAGS_LIMIT) };
    },
  };
}
export type TagsService = ReturnType<typeof createTagsService>;

/**
 * Writes a post's hashtags in place of any it had: called by the posts feature inside the
 * transaction that creates or edits the post (`tx`).
 */
export const writePostTags = (tx: Db, post: Parameters<typeof tagsRepo.replaceForPost>[1]) =>
  tagsRepo.replaceForPost(tx, post);
