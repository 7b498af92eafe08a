import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, Download, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface LightboxItem {
  id: string;
  title: string;
  url: string;
  /** Null when the viewer may not have the file (a video whose reader copy is not made yet). */
  downloadUrl: string | null;
  kind: 'image' | 'video';
  /** An image's variants (`url 2048w, …`): the browser picks the one for the screen (issue 22). */
  srcSet?: string | undefined;
  /** A smaller copy the card has already loaded, drawn behind the large one until it arrives. */
  preview?: string | undefined;
  /** A video's poster frame (or a neutral one). */
  poster?: string | undefined;
  /** Pixel size, so the box is reserved before the image arrives. */
  width?: number | undefined;
  height?: number | undefined;
}

interface Props {
  items: LightboxItem[];
  index: number | null;
  onIndexChange(index: number): void;
  onClose(): void;
  /** More buttons beside download for the shown item (e.g. «Пожаловаться»), styled by the caller. */
  actions?: (item: LightboxItem) => ReactNode;
}

/**
 * The image lightbox (spec §2): title, download link, close; previous/next and "N из M" when
 * there are several; Escape closes, the arrow keys move.
 */
export function Lightbox({ items, index, onIndexChange, onClose, actions }: Props) {
  const { t } = useTranslation();
  const item = index === null ? undefined : items[index];
  const several = items.length > 1;
  const go = (delta: number) => {
    if (index === null || !several) return;
    onIndexChange((index + delta + items.length) % items.length);
  };
  const iconButton = 'rounded-full bg-white/10 p-2 text-white hover:bg-white/20';
  return (
    <Dialog.Root open={!!item} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/85" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col outline-none"
          onKeyDown={(e) => {
            if (e.key === 'ArrowLeft') go(-1);
            if (e.key === 'ArrowRight') go(1);
          }}
        >
          <div className="flex items-center gap-3 p-3 text-white">
            <Dialog.Title className="min-w-0 flex-1 truncate text-sm font-medium">{item?.title}</Dialog.Title>
            {several && index !== null ? (
              <span className="text-sm text-white/80">
                {t('lightbox.counter', { n: index + 1, m: items.length })}
              </span>
            ) : null}
            {item && actions ? actions(item) : null}
            {item?.downloadUrl ? (
              <a
                href={item.downloadUrl}
                // Named by the server (Content-Disposition), with the extension of the file's real type.
                download
                className={iconButton}
                aria-label={t('lightbox.download')}
              >
                <Download aria-hidden="true" className="h-5 w-5" />
              </a>
            ) : null}
            <Dialog.Close className={iconButton} aria-label={t('lightbox.close')}>
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center p-4">
            {several ? (
              <button
                type="button"
                className={`${iconButton} absolute left-4`}
                aria-label={t('lightbox.previous')}
                onClick={() => go(-1)}
              >
                <ChevronLeft aria-hidden="true" className="h-6 w-6" />
              </button>
            ) : null}
            {item?.kind === 'video' ? (
              // biome-ignore lint/a11y/useMediaCaption: user-uploaded videos come without captions
              <video
                key={item.id}
                src={item.url}
                poster={item.poster}
                controls
                preload="metadata"
                className="max-h-full max-w-full"
              />
            ) : item ? (
              <img
                key={item.id}
                src={item.url}
                srcSet={item.srcSet}
                sizes={item.srcSet ? '100vw' : undefined}
                width={item.width}
                height={item.height}
                style={
                  item.preview
                    ? {
                        backgroundImage: `url("${item.preview}")`,
                        backgroundSize: 'contain',
                        backgroundRepeat: 'no-repeat',
                        backgroundPosition: 'center',
                      }
                    : undefined
                }
                alt={item.title}
                className="h-auto max-h-full w-auto max-w-full object-contain"
              />
            ) : null}
            {several ? (
              <button
                type="button"
                className={`${iconButton} absolute right-4`}
                aria-label={t('lightbox.next')}
                onClick={() => go(1)}
              >
                <ChevronRight aria-hidden="true" className="h-6 w-6" />
              </button>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
