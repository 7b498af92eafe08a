import type { ModuleKey } from '@krug/contract/modules';
import type { SearchKind } from '@krug/contract/search';
import type { TFunction } from 'i18next';
import { commentAnchor, conversationPath, personPath, postPath } from '../posts/post-path.ts';
import type { SearchAnswer } from './api.ts';
import type { Ranges } from './Highlighted.tsx';
import { familyPublicPath, organizationPublicPath } from './paths.ts';

/** One search result of any kind, as the palette and the page's rows show it. */
export interface Hit {
  /** Unique among all kinds: `{kind}:{id}`. */
  key: string;
  kind: SearchKind;
  /** Where it opens (a real URL of the app). */
  href: string;
  title: string;
  /** The line under the title (the chat, «Комментарий к записи», members and city), or null. */
  meta: string | null;
  /** When it was written (posts, comments, messages). */
  time: string | null;
  snippet: { text: string; ranges: Ranges } | null;
  avatar: { src: string | null; name: string; square?: boolean };
}

const fullName = (a: { first_name: string; last_name: string }) => `${a.first_name} ${a.last_name}`.trim();

/** The results of one kind as hits, in the server's order; `t` is the `search` namespace's. */
export function hitsOf(kind: SearchKind, r: SearchAnswer, module: ModuleKey, t: TFunction): Hit[] {
  const key = (id: string) => `${kind}:${id}`;
  const place = (members: number, city: string | null) =>
    `${t('members', { count: members })}${city ? ` · ${city}` : ''}`;
  switch (kind) {
    case 'posts':
      return r.posts.map((p) => ({
        key: key(p.id),
        kind,
        href: postPath(module, p.id),
        title: fullName(p.author),
        meta: null,
        time: p.created_at,
        snippet: { text: p.snippet, ranges: p.highlights },
        avatar: { src: p.author.profile_picture, name: fullName(p.author) },
      }));
    case 'comments':
      return r.comments.map((c) => ({
        key: key(c.id),
        kind,
        href: `${postPath(c.post_module, c.post_id)}#${commentAnchor(c.id)}`,
        title: fullName(c.author),
        meta: t('commentOn'),
        time: c.created_at,
        snippet: { text: c.snippet, ranges: c.highlights },
        avatar: { src: c.author.profile_picture, name: fullName(c.author) },
      }));
    case 'messages':
      return r.messages.map((m) => {
        const sender = m.sender ? fullName(m.sender) : t('deletedUser');
        return {
          key: key(m.id),
          kind,
          href: conversationPath(module, m.group_id),
          title: sender,
          meta: m.group_type === 'DIRECT' ? t('direct') : t('chat', { name: m.group_name }),
          time: m.created_at,
          snippet: { text: m.snippet, ranges: m.highlights },
          avatar: { src: m.sender?.profile_picture ?? null, name: sender },
        };
      });
    case 'people':
      return r.people.map((u) => {
        const name = `${u.name} ${u.surname}`.trim();
        return {
          key: key(u.id),
          kind,
          href: personPath(module, u.id),
          title: name,
          meta: null,
          time: null,
          snippet: null,
          avatar: { src: u.profile_picture, name },
        };
      });
    case 'families':
      return r.families.map((f) => ({
        key: key(f.id),
        kind,
        href: familyPublicPath(f.id),
        title: f.name,
        meta: place(f.member_count, f.city),
        time: null,
        snippet: null,
        avatar: { src: f.photo_url, name: f.name },
      }));
    case 'organizations':
      return r.organizations.map((o) => ({
        key: key(o.id),
        kind,
        href: organizationPublicPath(o.id),
        title: o.name,
        meta: place(o.member_count, o.address_city),
        time: null,
        snippet: null,
        avatar: { src: o.logo_url, name: o.name, square: true },
      }));
  }
}

/** How many results an answer holds, all kinds together. */
export const totalOf = (r: SearchAnswer) =>
  r.posts.length +
  r.comments.length +
  r.messages.length +
  r.people.length +
  r.families.length +
  r.organizations.length;
