import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Lightbox } from './Lightbox.tsx';
import { mediaItems } from './lightbox-items.ts';

// Issue 32 items 8 and 16: the title is the album and the date, not «vnuk1.jpg»; a swipe moves; Back
// closes only the viewer; an info panel; the backdrop is opaque and starts below the top bar.
const files = [
  {
    id: '1',
    original_filename: 'vnuk1.jpg',
    file_url: '/f/1',
    file_type: 'image' as const,
    taken_at: '2025-07-14T18:30:00.000Z',
    created_at: '2026-11-20T10:00:00.000Z',
    file_size: 2_500_000,
    width: 4000,
    height: 3000,
  },
  {
    id: '2',
    original_filename: 'vnuk2.jpg',
    file_url: '/f/2',
    file_type: 'image' as const,
    taken_at: null,
    created_at: '2026-11-20T10:00:00.000Z',
    file_size: 1000,
  },
];

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [index, setIndex] = useState<number | null>(0);
  return (
    <>
      <header data-top-bar style={{ height: 56 }} />
      <Lightbox
        items={mediaItems(files, { album: 'Лето 2025', audience: 'Только вы' })}
        index={index}
        onIndexChange={setIndex}
        onClose={() => {
          setIndex(null);
          onClose();
        }}
      />
    </>
  );
}

// A viewer left open by a test takes its history entry back when unmounted: let that land first.
afterEach(async () => {
  cleanup();
  await waitFor(() =>
    expect((window.history.state as { krugOverlay?: string } | null)?.krugOverlay).toBeUndefined(),
  );
});

describe('the photo viewer', () => {
  it('is titled by the album and the day the photo was taken, never the file name', () => {
    render(<Harness />);
    expect(screen.getByRole('dialog', { name: 'Лето 2025 · 14 июля 2025 г.' })).toBeVisible();
    expect(screen.queryByText('vnuk1.jpg')).toBeNull();
  });

  it('moves with a swipe left and right, not with a vertical one', () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog');
    const swipe = (from: [number, number], to: [number, number]) => {
      const start = [{ clientX: from[0], clientY: from[1] }];
      const end = [{ clientX: to[0], clientY: to[1] }];
      fireEvent.touchStart(dialog, { touches: start, changedTouches: start });
      fireEvent.touchEnd(dialog, { touches: [], changedTouches: end });
    };
    swipe([300, 200], [100, 210]);
    expect(screen.getByText('2 из 2')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Лето 2025 · 20 ноября 2026 г.' })).toBeVisible();
    swipe([100, 200], [300, 190]);
    expect(screen.getByText('1 из 2')).toBeVisible();
    swipe([200, 100], [210, 400]);
    expect(screen.getByText('1 из 2')).toBeVisible();
  });

  it('Back closes only the viewer; closing it otherwise leaves the history as it was', async () => {
    const onClose = vi.fn();
    const { unmount } = render(<Harness onClose={onClose} />);
    expect(window.history.state).toMatchObject({ krugOverlay: expect.any(String) });
    window.history.back();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    unmount();
    render(<Harness />);
    const marker = (window.history.state as { krugOverlay?: string }).krugOverlay;
    expect(marker).toEqual(expect.any(String));
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    await waitFor(() =>
      expect((window.history.state as { krugOverlay?: string } | null)?.krugOverlay).toBeUndefined(),
    );
  });

  it('shows the info panel: taken, size, dimensions, album, who sees it', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Сведения' }));
    const panel = screen.getByRole('complementary', { name: 'Сведения о файле' });
    const row = (term: string) => within(panel).getByText(term).nextElementSibling?.textContent;
    expect(row('Снято')).toMatch(/^14 июля 2025 г\.(,| в) 18:30$/);
    expect(row('Размеры')).toBe('4000 × 3000 пикс.');
    expect(row('Альбом')).toBe('Лето 2025');
    expect(row('Кто видит')).toBe('Только вы');
    expect(row('Размер')).toMatch(/2[,.]38/);
  });

  it('has an opaque backdrop that starts below the top bar', () => {
    const bar = { bottom: 56 } as DOMRect;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(bar);
    render(<Harness />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.style.top).toBe('56px');
    const overlay = document.querySelector('.bg-black') as HTMLElement;
    expect(overlay.style.top).toBe('56px');
    expect(overlay.className).not.toMatch(/bg-black\//);
    vi.restoreAllMocks();
  });
});
