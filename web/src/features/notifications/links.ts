import type { ModuleKey } from '@krug/contract/modules';
import type { Notification } from '@krug/contract/notifications';
import { INVITATIONS_PATH } from '../invitations/api.ts';
import { albumPath } from '../media/album-path.ts';
import { friendsPath, personPath } from '../people/person-path.ts';
import { commentAnchor, conversationPath, postPath } from '../posts/post-path.ts';

const q = encodeURIComponent;

/**
 * Where a notification leads (issue 19): the app URL of what it is about, opened in the module
 * the user is in when it is not a module's own thing. Null when there is nothing to open (a
 * system notice, a comment since deleted): clicking it only marks it read.
 */
export function notificationHref(n: Notification, module: ModuleKey): string | null {
  const link = n.link;
  if (!link) return null;
  switch (link.kind) {
    case 'post':
      return postPath(module, link.id);
    case 'comment':
      // A comment or a reply opens its post with the comments expanded, scrolled to the comment.
      return link.post_id ? `${postPath(module, link.post_id)}#${commentAnchor(link.id)}` : null;
    case 'invitations':
      return INVITATIONS_PATH;
    case 'family':
      return `/family/family-view?id=${q(link.id)}`;
    case 'household':
      return '/family/household';
    case 'friend_requests':
      // A friend request opens the incoming requests, where it is accepted or declined (issue 20).
      return friendsPath(module, 'incoming');
    case 'person':
      return personPath(module, link.id);
    case 'data_export':
      // The export is ready: settings, at «Мои данные» (issue 20).
      return `/${module}/settings#my-data`;
    case 'chat_group':
      return conversationPath(module, link.id);
    case 'album':
      // An album shared with the user (issue 32 item 14) opens in the media section.
      return albumPath(module, link.id);
    case 'chores': {
      // A chore reminder: the week of chores of that family or household (issue 34).
      const [scope, id] = link.id.split(':');
      return scope && id ? `/family/home?scope=${q(scope)}&id=${q(id)}&tab=chores` : null;
    }
    case 'organization':
      // A decided join request may leave the user outside: the public page opens for them too.
      return n.type === 'request_decided'
        ? `/organizations/org-public?id=${q(link.id)}`
        : `/organizations/org-profile?id=${q(link.id)}`;
    default:
      return null;
  }
}
