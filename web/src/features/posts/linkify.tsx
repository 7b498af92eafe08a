import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { searchPath } from '../search/paths.ts';

/**
 * http(s) addresses and `www.` ones, not inside a word or an email address. Only these two
 * shapes are ever linked: `javascript:`, `data:` and any other scheme stay plain text, and
 * emails stay text too (nothing is turned into `mailto:`).
 */
const CANDIDATE = /(?<![\p{L}\p{N}_@./-])(?:https?:\/\/|www\.)[^\s<>"'`]+/giu;
/** Punctuation that ends a sentence rather than an address. */
const TRAILING = '.,;:!?…»”’';
const SHOWN_MAX = 48;

export interface LinkPart {
  /** The text as written (trailing punctuation left out). */
  text: string;
  href: string;
}

/** The address without trailing punctuation; a closing bracket stays when the address opened it. */
function trim(raw: string): string {
  let s = raw;
  for (;;) {
    const last = s.at(-1) ?? '';
    const open = last === ')' ? '(' : last === ']' ? '[' : last === '}' ? '{' : '';
    if (TRAILING.includes(last)) s = s.slice(0, -1);
    else if (open && s.split(open).length <= s.split(last).length - 1) s = s.slice(0, -1);
    else return s;
  }
}

function safeHref(text: string): string | null {
  const href = /^www\./i.test(text) ? `https://${text}` : text;
  try {
    const url = new URL(href);
    // Only web addresses with a dotted host name («https://x» alone is a typo, not a link).
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname.includes('.')) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** Splits text into plain strings and links, in order. */
export function splitLinks(text: string): (string | LinkPart)[] {
  const parts: (string | LinkPart)[] = [];
  let at = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const found = trim(match[0]);
    const href = safeHref(found);
    if (!href) continue;
    const start = match.index;
    if (start > at) parts.push(text.slice(at, start));
    parts.push({ text: found, href });
    at = start + found.length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

/**
 * A hashtag: contract/src/search.ts's HASHTAG_PATTERN, copied (importing the contract's search
 * module would bring zod into the feed's first load; a test keeps the two equal). Not after a
 * letter, `&`, `#` or `/`, so `&#39;` and the `#c` of an address stay text.
 */
export const TAG_PATTERN = /(^|[^\p{L}\p{N}_&#/])#([\p{L}\p{N}_]{1,50})/gu;

/** A hashtag in a text: the tag as written, without `#`. */
export interface TagPart {
  tag: string;
}

/** Splits plain text into strings and hashtags (digits alone are not a tag), in order. */
export function splitTags(text: string): (string | TagPart)[] {
  const parts: (string | TagPart)[] = [];
  let at = 0;
  for (const m of text.matchAll(TAG_PATTERN)) {
    const tag = m[2] ?? '';
    if (/^\d+$/.test(tag)) continue;
    const start = m.index + (m[1] ?? '').length;
    if (start > at) parts.push(text.slice(at, start));
    parts.push({ tag });
    at = start + 1 + tag.length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

/** What a link shows: no scheme, percent-escapes decoded, long ones shortened with «…». */
export function shownUrl(text: string): string {
  let s = text.replace(/^https?:\/\//i, '');
  try {
    s = decodeURI(s);
  } catch {
    // A malformed escape is shown as written.
  }
  return s.length > SHOWN_MAX ? `${s.slice(0, SHOWN_MAX - 1)}…` : s;
}

/**
 * Text with its web addresses as links that open in a new tab (React elements, never HTML); with
 * `tags`, its hashtags link to the tag's search (`/{module}/search?q=%23tag`), as the server indexes them.
 */
export function Linkify({ text, tags = false }: { text: string; tags?: boolean }): ReactNode {
  const { module = 'family' } = useParams();
  return splitLinks(text).flatMap((part, i) =>
    typeof part === 'string' ? (
      tags ? (
        splitTags(part).map((p, j) =>
          typeof p === 'string' ? (
            p
          ) : (
            <Link
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in a fixed order
              key={`${i}.${j}`}
              to={searchPath(module, `#${p.tag.toLowerCase()}`)}
              className="font-medium text-primary-fg hover:underline"
            >
              #{p.tag}
            </Link>
          ),
        )
      ) : (
        part
      )
    ) : (
      <a
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in a fixed order
        key={i}
        href={part.href}
        title={part.text}
        target="_blank"
        rel="noopener noreferrer nofollow ugc"
        className="text-primary-fg [overflow-wrap:anywhere] hover:underline"
      >
        {shownUrl(part.text)}
      </a>
    ),
  );
}
