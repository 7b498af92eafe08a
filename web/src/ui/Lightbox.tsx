import { formatFileSize } from '@krug/contract/sizes';
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, Download, Info, X } from 'lucide-react';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatWith } from '../lib/format.ts';
import './lightbox-texts.ts';
import { useBackCloses } from './use-back-closes.ts';

/** What the info panel tells of a file (issue 32 item 8); unknown parts are null. */
export interface LightboxInfo {
  takenAt: string | null;
  uploadedAt: string | null;
  size: number | null;
  width: number | null;
  height: number | null;
  album: string | null;
  audience: string | null;
}

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
  /** Date taken, size, dimensions, album and audience, for the info panel. */
  info?: LightboxInfo | undefined;
}

interface Props {
  items: LightboxItem[];
  index: number | null;
  onIndexChange(index: number): void;
  onClose(): void;
  /** More buttons beside download for the shown item (e.g. «Пожаловаться»), styled by the caller. */
  actions?: (item: LightboxItem) => ReactNode;
}

/** A horizontal swipe longer than this (px) moves to the next or previous photo. */
const SWIPE_PX = 50;

/** Where the app's top bar ends, so the viewer sits below it (0 on pages without one). */
function topBarBottom(): number {
  const bar = document.querySelector('[data-top-bar]');
  return bar ? Math.max(0, Math.round(bar.getBoundingClientRect().bottom)) : 0;
}

/**
 * The photo viewer (spec §2, issue 32 items 8 and 16): the album and date as its title, download,
 * info, close; previous/next and "N из M" when there are several; a swipe or the arrow keys move,
 * Escape and Back («Назад» on Android) close only the viewer. Its backdrop is opaque and starts
 * below the app's top bar.
 */
export function Lightbox({ items, index, onIndexChange, onClose, actions }: Props) {
  const { t } = useTranslation();
  const { t: tv } = useTranslation('viewer');
  const item = index === null ? undefined : items[index];
  const several = items.length > 1;
  const [showInfo, setShowInfo] = useState(false);
  const [top, setTop] = useState(0);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const go = (delta: number) => {
    if (index === null || !several) return;
    onIndexChange((index + delta + items.length) % items.length);
  };
  useBackCloses(!!item, onClose);
  const open = !!item;
  useLayoutEffect(() => {
    if (open) setTop(topBarBottom());
  }, [open]);
  const iconButton = 'rounded-full bg-white/10 p-2 text-white hover:bg-white/20';
  const place = { top: `${top}px` };
  return (
    <Dialog.Root open={!!item} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-x-0 bottom-0 z-50 bg-black" style={place} />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 flex flex-col outline-none"
          style={place}
          onKeyDown={(e) => {
            if (e.key === 'ArrowLeft') go(-1);
            if (e.key === 'ArrowRight') go(1);
          }}
          onTouchStart={(e) => {
            const p = e.touches[0];
            touch.current = p && e.touches.length === 1 ? { x: p.clientX, y: p.clientY } : null;
          }}
          onTouchEnd={(e) => {
            const start = touch.current;
            const p = e.changedTouches[0];
            touch.current = null;
            if (!start || !p) return;
            const dx = p.clientX - start.x;
            if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(p.clientY - start.y)) go(dx < 0 ? 1 : -1);
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
            {item?.info ? (
              <button
                type="button"
                className={`${iconButton} ${showInfo ? 'bg-white/30' : ''}`}
                aria-label={tv('info')}
                aria-pressed={showInfo}
                onClick={() => setShowInfo(!showInfo)}
              >
                <Info aria-hidden="true" className="h-5 w-5" />
              </button>
            ) : null}
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
          <div className="flex min-h-0 flex-1 flex-col sm:flex-row">
            <div className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center p-4">
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
            {showInfo && item?.info ? <InfoPanel info={item.info} /> : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The viewer's «Сведения»: date taken, upload date, size, dimensions, album, who can see it. */
function InfoPanel({ info }: { info: LightboxInfo }) {
  const { t } = useTranslation('viewer');
  const rows: [string, string][] = [
    [
      t('taken'),
      info.takenAt
        ? formatWith(info.takenAt, {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            hour: '2-digit',
            minute: '2-digit',
            timeZone: 'UTC',
          })
        : t('unknown'),
    ],
  ];
  if (info.uploadedAt) rows.push([t('uploaded'), formatDate(info.uploadedAt)]);
  if (info.size !== null) rows.push([t('size'), formatFileSize(info.size)]);
  if (info.width && info.height)
    rows.push([t('dimensions'), t('dimensionsValue', { w: info.width, h: info.height })]);
  if (info.album) rows.push([t('album'), info.album]);
  if (info.audience) rows.push([t('audience'), info.audience]);
  return (
    <aside
      aria-label={t('infoTitle')}
      className="max-h-[40%] shrink-0 overflow-y-auto border-t border-white/15 bg-neutral-900 p-4 text-sm text-white sm:max-h-none sm:w-72 sm:border-t-0 sm:border-l"
    >
      <h2 className="mb-3 font-semibold">{t('infoTitle')}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-white/70">{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
