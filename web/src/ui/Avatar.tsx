import { initialsOf } from '@krug/contract/initials';
import { useEffect, useState } from 'react';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export interface AvatarProps {
  /** The photo's URL; initials are shown when it is missing or fails to load. */
  src?: string | null;
  /** The person's (or family's, organization's) name: the initials and the alt text. */
  name: string;
  size?: AvatarSize;
  /** Rounded square instead of a circle (organization logos). */
  shape?: 'circle' | 'square';
  /** Hidden from screen readers: the name is written right beside it. */
  decorative?: boolean;
  className?: string;
}

const sizes: Record<AvatarSize, string> = {
  xs: 'h-6 w-6 text-[10px]',
  sm: 'h-8 w-8 text-xs',
  md: 'h-10 w-10 text-sm',
  lg: 'h-14 w-14 text-lg',
  xl: 'h-24 w-24 text-3xl',
};

// Background/text pairs that pass WCAG AA (4.5:1) for the initials in both themes.
const palette = [
  'bg-emerald-100 text-emerald-800',
  'bg-sky-100 text-sky-800',
  'bg-violet-100 text-violet-800',
  'bg-amber-100 text-amber-900',
  'bg-rose-100 text-rose-800',
  'bg-teal-100 text-teal-800',
  'bg-indigo-100 text-indigo-800',
  'bg-orange-100 text-orange-900',
] as const;

/** Up to two initials from letters, skipping quotes and legal forms: «Анна Иванова» → «АИ», «ООО «Ромашка»» → «Р». */
export const initials = initialsOf;

/** The same name always gets the same colour. */
export function avatarColor(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return palette[hash % palette.length] as string;
}

/** A face: the photo (lazy, async decoding) or coloured initials when there is none or it breaks. */
export function Avatar({
  src,
  name,
  size = 'md',
  shape = 'circle',
  decorative = false,
  className = '',
}: AvatarProps) {
  const [broken, setBroken] = useState(false);
  // A new photo gets a new chance to load.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on src change only
  useEffect(() => setBroken(false), [src]);
  const round = shape === 'circle' ? 'rounded-full' : 'rounded-lg';
  const base = `inline-flex shrink-0 items-center justify-center overflow-hidden select-none ${round} ${sizes[size]} ${className}`;
  if (src && !broken) {
    return (
      <img
        src={src}
        alt={decorative ? '' : name}
        loading="lazy"
        decoding="async"
        onError={() => setBroken(true)}
        className={`${base} bg-surface-muted object-cover`}
      />
    );
  }
  return (
    <span
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
      className={`${base} font-semibold ${avatarColor(name)}`}
    >
      <span aria-hidden="true">{initials(name)}</span>
    </span>
  );
}
