import type { ModuleKey } from '@krug/contract/modules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../ui/Avatar.tsx';
import { RelativeTime } from '../../ui/RelativeTime.tsx';
import { personPath, postPath } from '../posts/post-path.ts';
import type { SearchAnswer } from './api.ts';
import { Highlighted } from './Highlighted.tsx';
import type { Hit } from './hits.ts';
import './texts.ts';

const row =
  'flex min-h-touch items-start gap-3 rounded-xl px-2 py-2 hover:bg-surface-muted focus-visible:outline-2';

/** A comment, a message, a person, a family or an organization found: one link to its page. */
export function HitRow({ hit }: { hit: Hit }) {
  return (
    <Link to={hit.href} className={row}>
      <Avatar
        src={hit.avatar.src}
        name={hit.avatar.name}
        size="md"
        shape={hit.avatar.square ? 'square' : undefined}
        decorative
      />
      <span className="flex min-w-0 flex-1 flex-col self-center">
        <span className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="truncate font-semibold">{hit.title}</span>
          {hit.time ? <RelativeTime value={hit.time} className="text-fg-subtle" /> : null}
        </span>
        {hit.meta ? <span className="truncate text-sm text-fg-subtle">{hit.meta}</span> : null}
        {hit.snippet ? (
          <span className="mt-0.5 line-clamp-3 break-words" data-testid="search-snippet">
            <Highlighted text={hit.snippet.text} ranges={hit.snippet.ranges} />
          </span>
        ) : null}
      </span>
    </Link>
  );
}

/** A post found: its author, when, the snippet with the matched words, and «Открыть запись». */
export function PostHit({ module, post }: { module: ModuleKey; post: SearchAnswer['posts'][number] }) {
  const { t } = useTranslation('search');
  const author = `${post.author.first_name} ${post.author.last_name}`;
  return (
    <article className="flex gap-3 py-3">
      <Avatar src={post.author.profile_picture} name={author} size="md" decorative />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <Link to={personPath(module, post.author.id)} className="font-semibold hover:underline">
            {author}
          </Link>
          <RelativeTime value={post.created_at} className="text-fg-subtle" />
        </p>
        <p className="mt-1 whitespace-pre-line break-words" data-testid="search-snippet">
          <Highlighted text={post.snippet} ranges={post.highlights} />
        </p>
        <Link
          to={postPath(module, post.id)}
          className="mt-1 inline-flex min-h-9 items-center text-sm font-medium text-primary-fg hover:underline"
        >
          {t('openPost')}
        </Link>
      </div>
    </article>
  );
}
