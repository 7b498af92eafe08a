import type { MediaFile } from '@krug/contract/media';
import { MediaImage } from './MediaImage.tsx';

/** The feed column is at most about 640 px wide; on a phone it is the screen. */
const ONE = '(min-width: 768px) 640px, 100vw';
const HALF = '(min-width: 768px) 320px, 50vw';

/**
 * A post's photos (feed card, post page, family page): one photo at its own proportions (from
 * the API's width and height, so nothing moves when it arrives; very tall ones cropped), several
 * as square tiles two to a row, the first across the whole row when their number is odd. Every
 * tile asks the browser for the variant its drawn width needs.
 */
export function PhotoGrid({
  images,
  onOpen,
  label,
}: {
  images: MediaFile[];
  onOpen(index: number): void;
  label(file: MediaFile, index: number): string;
}) {
  if (images.length === 0) return null;
  const [only] = images;
  if (images.length === 1 && only) {
    const known = !!only.width && !!only.height;
    return (
      <button
        type="button"
        onClick={() => onOpen(0)}
        aria-label={label(only, 0)}
        className="mt-3 block w-full overflow-hidden rounded-lg bg-surface-sunken"
      >
        <MediaImage
          media={only}
          sizes={ONE}
          alt=""
          className={`block w-full ${known ? 'h-auto max-h-[32rem]' : 'max-h-96'}`}
        />
      </button>
    );
  }
  const odd = images.length % 2 === 1;
  return (
    <div className="mt-3 grid grid-cols-2 gap-1 overflow-hidden rounded-lg">
      {images.map((f, i) => {
        const wide = odd && i === 0;
        return (
          <button
            key={f.id}
            type="button"
            onClick={() => onOpen(i)}
            aria-label={label(f, i)}
            className={`block overflow-hidden bg-surface-sunken ${wide ? 'col-span-2 aspect-[2/1]' : 'aspect-square'}`}
          >
            <MediaImage media={f} sizes={wide ? ONE : HALF} alt="" className="block h-full w-full" />
          </button>
        );
      })}
    </div>
  );
}
