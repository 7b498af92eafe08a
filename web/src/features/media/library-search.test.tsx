import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubMediaServer } from '../../test/media-server.ts';
import { renderApp } from '../../test/render.tsx';
import { Where } from '../../test/where.tsx';
import { MediaLibraryPage } from './MediaLibraryPage.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the library search in the URL', () => {
  it('navigates only when the search changes, so opening the page never undoes a link clicked at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stubMediaServer();
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
