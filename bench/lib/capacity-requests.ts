/**
 * The capacity soak's requests (issue 37): members of the seeded data set signed in, and each
 * request kind of the mix (capacity-mix.ts) built for a member drawn at random.
 */
import { encodeCursor } from '../../server/src/platform/cursor.ts';
import type { Kind } from './capacity-mix.ts';
import type { OutgoingRequest } from './open-loop.ts';
import { cameraJpeg } from './photo.ts';
import {
  BENCH_PASSWORD,
  MEMBERS_PER_FAMILY,
  NOW,
  POST_STEP_MS,
  postId,
  type Scale,
  T,
  uid,
} from './seed-data.ts';

export interface Member {
  token: string;
  /** The member's family chat group (every seeded family has one). */
  groupId: string;
}

/**
 * Signs in `count` members spread evenly over the users who belong to a family (so each has a
 * family chat group), 8 at a time (sign-in hashes on libuv's 4 threads).
 */
export async function signInMembers(base: string, scale: Scale, count: number): Promise<Member[]> {
  const inFamily = scale.families * MEMBERS_PER_FAMILY;
  const picks = [...Array(Math.min(count, inFamily)).keys()].map((i) => Math.floor((i * inFamily) / count));
  const members: Member[] = [];
  for (let i = 0; i < picks.length; i += 8)
    await Promise.all(
      picks.slice(i, i + 8).map(async (u) => {
        const res = await fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: `user${u}@bench.krug`, password: BENCH_PASSWORD }),
        });
        if (!res.ok) throw new Error(`sign-in of user${u}: ${res.status} ${await res.text()}`);
        const { access_token } = (await res.json()) as { access_token: string };
        members.push({ token: access_token, groupId: uid(T.group, Math.floor(u / MEMBERS_PER_FAMILY)) });
      }),
    );
  return members;
}

/** Russian word forms the search stems («дачу» finds «дача»), in turn. */
const SEARCHES = ['дачу', 'праздника', 'море', 'школе', 'прогулку'].map(encodeURIComponent);

/** Builds the request of each kind for a member; `n` numbers the writes (unique contents). */
export async function requestBuilder(): Promise<(kind: Kind, m: Member, n: number) => OutgoingRequest> {
  // A second page: posts are 30 s apart and ~60% public, so the 40th is about where page 2 starts.
  const next = encodeURIComponent(
    encodeCursor({ id: postId(40), createdAt: new Date(NOW.getTime() - 40 * POST_STEP_MS) }),
  );
  // A phone-sized photo (1024×768, ~150 KB), one multipart body reused.
  const boundary = '----krugcapacity';
  const photo = await cameraJpeg(7, 1024, 768);
  const upload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="source_module"\r\n\r\npersonal\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="privacy_level"\r\n\r\nPUBLIC\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const json = (m: Member) => ({ authorization: `Bearer ${m.token}`, 'content-type': 'application/json' });
  const get = (m: Member, path: string): OutgoingRequest => ({
    method: 'GET',
    path,
    headers: { authorization: `Bearer ${m.token}` },
  });
  return (kind, m, n) => {
    switch (kind) {
      case 'me':
        return get(m, '/api/auth/me');
      case 'feed':
        return get(m, '/api/posts');
      case 'feedNext':
        return get(m, `/api/posts?before=${next}`);
      case 'subscribed':
        return get(m, '/api/posts?filter=subscribed');
      case 'chatPage':
        return get(m, `/api/chat-groups/${m.groupId}/messages`);
      case 'search':
        return get(m, `/api/search?kind=posts&q=${SEARCHES[n % SEARCHES.length]}`);
      case 'chatSend':
        return {
          method: 'POST',
          path: `/api/chat-groups/${m.groupId}/messages`,
          headers: json(m),
          body: JSON.stringify({ content: `Сообщение под нагрузкой ${n}` }),
        };
      case 'post':
        return {
          method: 'POST',
          path: '/api/posts',
          headers: json(m),
          body: JSON.stringify({
            content: `Запись под нагрузкой ${n}`,
            visibility: 'PUBLIC',
            source_module: 'personal',
          }),
        };
      case 'upload':
        return {
          method: 'POST',
          path: '/api/media/upload',
          headers: {
            authorization: `Bearer ${m.token}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
          body: upload,
        };
    }
  };
}
