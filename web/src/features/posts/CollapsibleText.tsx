import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Linkify } from './linkify.tsx';

/** Texts longer than this many characters or lines start collapsed (issue 19). */
export const COLLAPSE_CHARS = 700;
export const COLLAPSE_LINES = 10;
const PREVIEW_CHARS = 450;
const PREVIEW_LINES = 6;

/** The first part of a long text, cut at a space where one is near; null when it fits whole. */
export function preview(text: string): string | null {
  const lines = text.split('\n');
  if (text.length <= COLLAPSE_CHARS && lines.length <= COLLAPSE_LINES) return null;
  let cut = lines.slice(0, PREVIEW_LINES).join('\n').slice(0, PREVIEW_CHARS);
  const space = cut.search(/\s\S*$/);
  if (space > PREVIEW_CHARS / 2) cut = cut.slice(0, space);
  return `${cut.replace(/[\s.,;:!?…]+$/, '')}…`;
}

/** A post's or comment's text with clickable links; a long one shows its start and «Показать полностью». */
export function CollapsibleText({
  text,
  className = '',
  tags = false,
}: {
  text: string;
  className?: string;
  /** Hashtags as links to their search (posts: the server indexes a post's tags only). */
  tags?: boolean;
}) {
  const { t } = useTranslation('posts');
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const short = preview(text);
  const toggle = () => {
    // Collapsing a text read far down brings its start back into view; expanding leaves the
    // scroll position alone (the text grows below the button's place).
    if (expanded && ref.current && ref.current.getBoundingClientRect().top < 0)
      ref.current.scrollIntoView({ block: 'start' });
    setExpanded(!expanded);
  };
  return (
    <div ref={ref} className={className}>
      <p id={id} className="whitespace-pre-wrap [overflow-wrap:anywhere]">
        <Linkify text={short && !expanded ? short : text} tags={tags} />
      </p>
      {short ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={toggle}
          className="mt-1 text-sm font-medium text-primary-fg hover:underline"
        >
          {expanded ? t('postsCard.showLess') : t('postsCard.showMore')}
        </button>
      ) : null}
    </div>
  );
}
