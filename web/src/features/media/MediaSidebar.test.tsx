import { MODULES } from '@krug/contract/modules';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, renderApp } from '../../test/render.tsx';
import { MediaSidebar } from './MediaSidebar.tsx';

const zero = { images: 0, documents: 0, videos: 0 };
const modulesAnswer = (used: number, quota: number) => ({
  modules: Object.fromEntries(MODULES.map((m) => [m, zero])),
  total: { images: 2, documents: 0, videos: 0 },
  used_bytes: used,
  quota_bytes: quota,
});

function server(used: number, quota: number) {
  stubFetch(
    vi.fn(async (url: string) =>
      String(url).startsWith('/api/media/modules')
        ? jsonResponse(200, modulesAnswer(used, quota))
        : String(url).startsWith('/api/albums')
          ? jsonResponse(200, { albums: [], next_cursor: null, total: 0 })
          : jsonResponse(200, { media_files: [], next_cursor: null }),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('media sidebar storage', () => {
  it('shows «Использовано X из Y» with sizes in Russian units and a progress bar', async () => {
    server(1.5 * 1024 ** 3, 5 * 1024 ** 3);
    renderApp(<MediaSidebar type="image" module="family" />);
    expect(await screen.findByText('Использовано 1,5 ГБ из 5 ГБ')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Занято хранилища' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
  });

  it('caps the bar at 100% when the stored bytes exceed the quota', async () => {
    server(6 * 1024 ** 3, 5 * 1024 ** 3);
    renderApp(<MediaSidebar type="image" module="family" />);
    expect(await screen.findByText('Использовано 6 ГБ из 5 ГБ')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});
