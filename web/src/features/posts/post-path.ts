/** A post's own page, kept under its module so the shell stays around it (issue 19). */
export const postPath = (module: string, postId: string) => `/${module}/posts/${encodeURIComponent(postId)}`;

/** The element id (and URL fragment) of one comment on a post's page. */
export const commentAnchor = (commentId: string) => `comment-${commentId}`;
