import type { Notification } from '@krug/contract/notifications';
import { Navigate, useSearchParams } from 'react-router';
import { notificationHref } from '../notifications/links.ts';

/**
 * /open?kind=…&id=…[&post_id=…][&type=…]: where a tapped push leads (issue 35 §3). The server names
 * what the push is about as a notification link; the app turns it into its own URL exactly as the
 * bell does (notifications/links.ts), so no server keeps a copy of the app's routes.
 */
export function OpenLinkPage() {
  const [params] = useSearchParams();
  const kind = params.get('kind');
  const id = params.get('id');
  const postId = params.get('post_id');
  const type = (params.get('type') ?? 'comment') as Notification['type'];
  const href =
    kind && id
      ? notificationHref(
          {
            id,
            type,
            text: '',
            created_at: '',
            is_read: false,
            actor: null,
            link: { kind, id, ...(postId ? { post_id: postId } : {}) },
          },
          'family',
        )
      : null;
  return <Navigate to={href ?? '/'} replace />;
}
