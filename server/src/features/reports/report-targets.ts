import { REPORT_TEXTS, type ReportTargetType } from '@krug/contract/reports';
import { HttpError, NotFound } from '../../platform/errors.ts';
import type { ChatService } from '../chat/chat.service.ts';
import type { FamilyService } from '../family/family.service.ts';
import type { MediaService } from '../media/media.service.ts';
import type { OrgPostCommentsService } from '../org-feed/org-post-comments.service.ts';
import type { PostsService } from '../posts/posts.service.ts';
import type { WorkService } from '../work/work.service.ts';

/** What a report keeps of the thing reported, read as the reporter may see it. */
export interface ReportedThing {
  /** Whose it is: `suspend_user` suspends them. */
  ownerId: string | null;
  text: string;
  context: string | null;
  postId: string | null;
}

/** Reads a target as the viewer may see it; 404 when they may not (or it does not exist). */
export type TargetReader = (viewerId: string, id: string) => Promise<ReportedThing>;

/** A person's page as its viewer gets it (people/profile.service.ts). */
interface PersonReader {
  page(viewerId: string, userId: string): Promise<{ id: string; first_name: string; last_name: string }>;
}

const excerpt = (text: string) => (text.length > 500 ? `${text.slice(0, 499)}…` : text);

/** Any refusal of an area (403 included) means the reporter cannot see the thing: 404, as for a stranger. */
const asNotFound = async <T>(read: () => Promise<T>): Promise<T> => {
  try {
    return await read();
  } catch (err) {
    if (err instanceof HttpError && err.statusCode < 500) throw new NotFound(REPORT_TEXTS.targetNotFound);
    throw err;
  }
};

/**
 * Each kind of target through its own area's service, so a reporter can report exactly what that
 * area lets them see (CONTRACT §8: "a reporter may report only what they can see").
 */
export function reportTargets(areas: {
  posts: Pick<PostsService, 'get' | 'visibleComment'>;
  /** A `comment` that is not a wall comment may be one of an organization post (issue 32 item 12). */
  orgComments: Pick<OrgPostCommentsService, 'visibleComment'>;
  chat: Pick<ChatService, 'visibleMessage'>;
  people: PersonReader;
  family: Pick<FamilyService, 'reportTarget'>;
  work: Pick<WorkService, 'get'>;
  media: Pick<MediaService, 'visibleFile'>;
}): Record<ReportTargetType, TargetReader> {
  const { posts, orgComments, chat, people, family, work, media } = areas;
  return {
    post: (viewer, id) =>
      asNotFound(async () => {
        const p = await posts.get(viewer, id);
        return { ownerId: p.author.id, text: excerpt(p.content.trim()), context: null, postId: p.id };
      }),
    comment: (viewer, id) =>
      asNotFound(async () => {
        const c = await posts.visibleComment(viewer, id).catch(async (err) => {
          if (!(err instanceof NotFound)) throw err;
          // An organization post's comment: no wall post to open; the organization is its context.
          const o = await orgComments.visibleComment(viewer, id);
          return { authorId: o.authorId, content: o.content, postId: null, context: o.orgName };
        });
        const context = 'context' in c ? c.context : null;
        return { ownerId: c.authorId, text: excerpt(c.content), context, postId: c.postId };
      }),
    message: (viewer, id) =>
      asNotFound(async () => {
        const m = await chat.visibleMessage(viewer, id);
        return { ownerId: m.authorId, text: excerpt(m.content), context: m.groupName, postId: null };
      }),
    user: (viewer, id) =>
      asNotFound(async () => {
        const u = await people.page(viewer, id);
        return { ownerId: u.id, text: `${u.first_name} ${u.last_name}`, context: null, postId: null };
      }),
    family: (viewer, id) =>
      asNotFound(async () => {
        const f = await family.reportTarget(viewer, id);
        return { ownerId: f.createdBy, text: f.name, context: null, postId: null };
      }),
    organization: (viewer, id) =>
      asNotFound(async () => {
        const o = await work.get(viewer, id);
        return { ownerId: o.owner_id, text: o.name, context: null, postId: null };
      }),
    media: (viewer, id) =>
      asNotFound(async () => {
        const f = await media.visibleFile(viewer, id);
        return { ownerId: f.ownerId, text: f.filename, context: null, postId: null };
      }),
  };
}
