import './attachments-texts.ts';
import type { MediaFile } from '@krug/contract/media';
import { Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Lightbox } from '../../ui/Lightbox.tsx';
import { mediaItems } from '../../ui/lightbox-items.ts';
import { MediaImage } from '../../ui/MediaImage.tsx';
import { NEUTRAL_POSTER } from '../../ui/media-urls.ts';
import { PostAttachment } from '../posts/PostAttachment.tsx';

/** A bubble is at most ~80% of the conversation: about 320 px on a wide screen, most of a phone. */
const ONE = '(min-width: 768px) 320px, 75vw';
const TILE = '(min-width: 768px) 160px, 40vw';

/**
 * A message's files (issue 31): photos and videos inline as the feed shows them (variants for the
 * drawn size, the ThumbHash placeholder, the box reserved from width and height; several as square
 * tiles), opening in the lightbox; documents as cards with a preview (a PDF's first page).
 */
export function MessageAttachments({ files }: { files: readonly MediaFile[] }) {
  const { t } = useTranslation('chatMedia');
  const [open, setOpen] = useState<number | null>(null);
  const visual = files.filter((f) => f.file_type === 'image' || f.file_type === 'video');
  const documents = files.filter((f) => f.file_type === 'document');
  if (files.length === 0) return null;
  const single = visual.length === 1;
  return (
    <div className="flex w-72 max-w-full flex-col gap-1" data-testid="message-attachments">
      {visual.length > 0 ? (
        <div className={`grid gap-1 ${single ? 'grid-cols-1' : 'grid-cols-2'}`}>
          {visual.map((f, i) => (
            <button
              key={f.id}
              type="button"
              onClick={() => setOpen(i)}
              aria-label={t('openPhoto', { name: f.original_filename })}
              className={`relative block overflow-hidden rounded-xl bg-surface-sunken ${
                !single && visual.length % 2 === 1 && i === 0 ? 'col-span-2' : ''
              }`}
            >
              {f.file_type === 'image' ? (
                <MediaImage
                  media={f}
                  sizes={single ? ONE : TILE}
                  alt=""
                  className={single ? 'block h-auto max-h-80 w-full' : 'block aspect-square w-full'}
                />
              ) : (
                <>
                  <img
                    src={f.poster_url ?? NEUTRAL_POSTER}
                    alt=""
                    loading="lazy"
                    className={`block w-full bg-black object-cover ${single ? 'aspect-video' : 'aspect-square'}`}
                  />
                  <span className="absolute inset-0 flex items-center justify-center">
                    <span className="rounded-full bg-black/55 p-2 text-white">
                      <Play aria-hidden="true" className="h-5 w-5" />
                    </span>
                  </span>
                </>
              )}
            </button>
          ))}
        </div>
      ) : null}
      {documents.map((f) => (
        <div key={f.id} className="[&>a]:mt-0 [&>a]:bg-surface [&>a]:ring-1 [&>a]:ring-line">
          <PostAttachment file={f} />
        </div>
      ))}
      {open !== null ? (
        <Lightbox
          items={mediaItems(visual)}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
