import './texts.ts';
import type { MediaFile } from '@krug/contract/media';
import { defaultRangeExtractor, type Range, useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWith } from '../../lib/format.ts';
import { buttonClass } from '../../ui/Field.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { columnsFor, type TimelineRow, timelineRows } from './timeline-rows.ts';

const GAP = 4;
const MONTH_ROW = 52;
const DAY_ROW = 36;

/** The top bar's height: the sticky month header sits right under it. */
function useTopOffset() {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const header = document.querySelector('header.sticky');
    setTop(header instanceof HTMLElement ? header.offsetHeight : 0);
  }, []);
  return top;
}

/** The element's width, followed as the window or the columns change. */
function useWidth(ref: React.RefObject<HTMLElement | null>) {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

const monthLabel = (d: Date) => {
  const s = formatWith(d, { month: 'long', year: 'numeric' }).replace(/\s*г\.$/, '');
  return s.charAt(0).toLocaleUpperCase() + s.slice(1);
};

export interface TimelineProps {
  files: MediaFile[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): void;
  /** A failure loading the next page: shown at the end with «Повторить». */
  nextPageError?: ReactNode;
  renderTile(file: MediaFile): ReactNode;
  /** The list's accessible name. */
  label: string;
}

/**
 * The library's timeline (issue 22): months and days with headers, the current month's header
 * sticky under the top bar, files in rows of square tiles. Only the rows on screen (and a few
 * around them) are in the DOM (@tanstack/react-virtual over the window's scroll), so 10,000
 * files stay fast; nearing the end asks for the next page (keyset cursor).
 */
export function Timeline({
  files,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  nextPageError,
  renderTile,
  label,
}: TimelineProps) {
  const { t } = useTranslation('media');
  const listRef = useRef<HTMLDivElement>(null);
  const width = useWidth(listRef);
  const top = useTopOffset();
  const columns = columnsFor(width || 600);
  const tile = width > 0 ? (width - GAP * (columns - 1)) / columns : 160;
  const rows = useMemo(
    () =>
      timelineRows(files, columns, {
        today: t('media.today'),
        yesterday: t('media.yesterday'),
        month: monthLabel,
      }),
    [files, columns, t],
  );
  const monthIndexes = useMemo(() => rows.flatMap((r, i) => (r.kind === 'month' ? [i] : [])), [rows]);
  const activeMonth = useRef(0);
  const rangeExtractor = useCallback(
    (range: Range) => {
      activeMonth.current = [...monthIndexes].reverse().find((i) => range.startIndex >= i) ?? 0;
      return [...new Set([activeMonth.current, ...defaultRangeExtractor(range)])].sort((a, b) => a - b);
    },
    [monthIndexes],
  );
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    setScrollMargin(listRef.current?.offsetTop ?? 0);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (i) => {
      const row = rows[i] as TimelineRow<MediaFile>;
      return row.kind === 'month' ? MONTH_ROW : row.kind === 'day' ? DAY_ROW : tile + GAP;
    },
    overscan: 4,
    scrollMargin,
    rangeExtractor,
  });
  // Tile rows change height with the width: measure again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measures on a new tile size.
  useEffect(() => virtualizer.measure(), [tile, virtualizer]);

  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (lastIndex >= rows.length - 6 && hasNextPage && !isFetchingNextPage && !nextPageError) fetchNextPage();
  }, [lastIndex, rows.length, hasNextPage, isFetchingNextPage, nextPageError, fetchNextPage]);

  return (
    <section aria-label={label}>
      <div ref={listRef} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const row = rows[item.index] as TimelineRow<MediaFile>;
          const sticky = item.index === activeMonth.current && row.kind === 'month';
          const style: React.CSSProperties = sticky
            ? { position: 'sticky', top, zIndex: 10, height: item.size }
            : {
                position: 'absolute',
                top: 0,
                transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
                height: item.size,
              };
          return (
            <div
              key={row.key}
              data-index={item.index}
              data-row={row.kind}
              className="left-0 w-full"
              style={style}
            >
              {row.kind === 'month' ? (
                <h2 className="flex h-full items-center bg-canvas/95 text-lg font-semibold backdrop-blur">
                  {row.label}
                </h2>
              ) : row.kind === 'day' ? (
                <h3 className="flex h-full items-end pb-1.5 text-sm font-medium text-fg-subtle">
                  {row.label}
                </h3>
              ) : (
                <div
                  className="grid"
                  style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: GAP }}
                >
                  {row.items.map((f) => (
                    <div key={f.id}>{renderTile(f)}</div>
                  ))}
                </div>
              )}
            </div>
          );
        })}
      </div>
      <div className="flex min-h-12 items-center justify-center py-3 text-sm text-fg-faint">
        {nextPageError ? (
          nextPageError
        ) : isFetchingNextPage ? (
          <Spinner label={t('albums.loadingMore')} />
        ) : hasNextPage ? (
          <button type="button" className={buttonClass('secondary')} onClick={fetchNextPage}>
            {t('albums.more')}
          </button>
        ) : files.length > 0 ? (
          <span>{t('albums.end')}</span>
        ) : null}
      </div>
    </section>
  );
}
