import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, renderApp } from '../../test/render.tsx';
import { Where } from '../../test/where.tsx';
import { MediaLibraryPage } from './MediaLibraryPage.tsx';

function server() {
  stubFetch(
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/albums'))
        return jsonResponse(200, { albums: [], next_cursor: null, total: 0 });
      if (url.startsWith('/api/media/modules'))
        return jsonResponse(200, {
          modules: {},
          total: { images: 0, documents: 0, videos: 0 },
          used_bytes: 0,
          quota_bytes: 5 * 1024 ** 3,
        });
      return jsonResponse(200, { media_files: [], next_cursor: null });
    }),
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the library search in the URL', () => {
  it('navigates only when the search changes, so opening the page never undoes a link clicked at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server();
    renderApp(
      <>
        <MediaLibraryPage type="document" module="family" />
        <Where />
      </>,
      { path: '/family/media-documents' },
    );
    const where = screen.getByTestId('where');
    const key = where.dataset.key;
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(where.dataset.key).toBe(key);

    // fireEvent, not userEvent: Testing Library's async wrapper waits on a real setTimeout.
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'договор' } });
    expect(where).toHaveTextContent(/^\/family\/media-documents$/);
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(where).toHaveTextContent(`/family/media-documents?q=${encodeURIComponent('договор')}`);
  });
});
