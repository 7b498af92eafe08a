import type { MediaFile } from '@krug/contract/media';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { Timeline } from './Timeline.tsx';

/** `n` files, newest first, `perDay` to a day, going back from 20 November 2026. */
function files(n: number, perDay = 10): MediaFile[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `f${i}`,
    file_type: 'image',
    mime_type: 'image/png',
    file_url: `/f/${i}`,
    thumbnail_url: `/t/${i}`,
    original_filename: `${i}.png`,
    file_size: 1,
    source_module: 'personal',
    privacy_level: 'private',
    created_at: new Date(2026, 10, 20 - Math.floor(i / perDay), 12).toISOString(),
    width: null,
    height: null,
    placeholder: null,
    variants: [],
    poster_url: null,
    duration_seconds: null,
  })) as MediaFile[];
}

function show(list: MediaFile[], more: Partial<{ hasNextPage: boolean; fetchNextPage: () => void }> = {}) {
  renderApp(
    <Timeline
      files={list}
      label="Мои фото"
      hasNextPage={more.hasNextPage ?? false}
      isFetchingNextPage={false}
      fetchNextPage={more.fetchNextPage ?? (() => {})}
      renderTile={(f) => <button type="button">{f.original_filename}</button>}
    />,
  );
}

describe('Timeline', () => {
  it('puts the files under month and day headers, the month header sticky', () => {
    show(files(25));
    const month = screen.getByRole('heading', { level: 2, name: 'Ноябрь 2026' });
    expect(month.parentElement).toHaveStyle({ position: 'sticky' });
    expect(screen.getByRole('heading', { level: 3, name: '20 ноября 2026 г.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '0.png' })).toBeInTheDocument();
  });

  it('keeps only the rows on screen in the DOM for 10,000 files', () => {
    show(files(10_000));
    const tiles = screen.getAllByRole('button').length;
    expect(tiles).toBeGreaterThan(0);
    expect(tiles).toBeLessThan(200);
    expect(screen.getByRole('region', { name: 'Мои фото' }).querySelectorAll('*').length).toBeLessThan(1000);
  });

  it('asks for the next page when the end is near', () => {
    const fetchNextPage = vi.fn();
    show(files(12), { hasNextPage: true, fetchNextPage });
    expect(fetchNextPage).toHaveBeenCalled();
  });

  it('says when there is nothing more', () => {
    show(files(3));
    expect(screen.getByText('Больше файлов нет')).toBeInTheDocument();
  });
});
