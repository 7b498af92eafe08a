// The people screens' URLs live beside the post's path, in the entry chunk (see post-path.ts).
export { friendsPath, personPath } from '../posts/post-path.ts';
