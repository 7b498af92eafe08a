import { Avatar } from '../../../ui/Avatar.tsx';
import { RelativeTime } from '../../../ui/RelativeTime.tsx';
import { Highlighted } from '../Highlighted.tsx';
import type { Hit } from '../hits.ts';

/** One result in the palette: face or logo, the title, where it is, and the words that matched. */
export function PaletteHit({ hit }: { hit: Hit }) {
  return (
    <>
      <Avatar
        src={hit.avatar.src}
        name={hit.avatar.name}
        size="sm"
        shape={hit.avatar.square ? 'square' : undefined}
        decorative
      />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-baseline gap-2">
          <span className="truncate font-medium">{hit.title}</span>
          {hit.meta ? (
            <span className="hidden truncate text-xs text-fg-subtle sm:inline">{hit.meta}</span>
          ) : null}
          {hit.time ? (
            <RelativeTime value={hit.time} className="ml-auto shrink-0 text-xs text-fg-subtle" />
          ) : null}
        </span>
        {hit.meta ? <span className="truncate text-xs text-fg-subtle sm:hidden">{hit.meta}</span> : null}
        {hit.snippet ? (
          <span className="line-clamp-2 text-sm text-fg-muted" data-testid="palette-snippet">
            <Highlighted text={hit.snippet.text} ranges={hit.snippet.ranges} />
          </span>
        ) : null}
      </span>
    </>
  );
}
