/** A post's own page, kept under its module so the shell stays around it (issue 19). */
export const postPath = (module: string, postId: string) => `/${module}/posts/${encodeURIComponent(postId)}`;
