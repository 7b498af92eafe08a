/** A post's own page, kept under its module so the shell stays around it (issue 19). */
export const postPath = (module: string, postId: string) => `/${module}/posts/${encodeURIComponent(postId)}`;

/** The element id (and URL fragment) of one comment on a post's page. */
export const commentAnchor = (commentId: string) => `comment-${commentId}`;

/**
 * A person's page (issue 20), under the module the viewer is in. Kept beside the post's path: both
 * are in the entry chunk, so the feed's author links cost no extra download.
 */
export const personPath = (module: string, userId: string) =>
  `/${module}/people/${encodeURIComponent(userId)}`;

/** The friends view, on one of its tabs (`?tab=incoming` …); the friends list has no parameter. */
export const friendsPath = (module: string, tab?: 'incoming' | 'outgoing' | 'suggestions') =>
  `/${module}/friends${tab ? `?tab=${tab}` : ''}`;

/** One chat conversation (a group or a direct one), under the module the viewer is in. */
export const conversationPath = (module: string, groupId: string) =>
  `/${module}/chat?group=${encodeURIComponent(groupId)}`;
