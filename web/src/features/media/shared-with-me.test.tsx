import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubMediaServer } from '../../test/media-server.ts';
import { renderApp } from '../../test/render.tsx';
import { MediaLibraryPage } from './MediaLibraryPage.tsx';
import { MediaSidebar } from './MediaSidebar.tsx';

/** Issue 32 item 20: the media start shows what others shared, not «Нет файлов» / «Альбомы 0». */
const album = {
  id: '55555555-5555-4555-8555-555555555555',
  title: 'Лето 2025',
  description: null,
  item_count: 12,
  cover: null,
  cover_is_chosen: false,
  owner: { id: '66666666-6666-4666-8666-666666666666', first_name: 'Мария', last_name: 'Смирнова' },
  can_edit: false,
  shares: [],
  archive_url: '/api/albums/x/archive',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('media shared with the user', () => {
  it('the start page lists the albums shared with her, with their owner', async () => {
    stubMediaServer([album]);
    renderApp(<MediaLibraryPage type="image" module="family" />);
    const section = await screen.findByRole('region', { name: 'Общие со мной' });
    expect(within(section).getByRole('link', { name: /Лето 2025/ })).toBeVisible();
    expect(within(section).getByText(/Мария Смирнова/)).toBeVisible();
    expect(screen.getByText('Своих файлов пока нет — ниже то, чем с вами поделились.')).toBeVisible();
  });

  it('the sidebar counts the shared albums beside her own', async () => {
    stubMediaServer([album]);
    renderApp(<MediaSidebar type="image" module="family" />);
    const shared = await screen.findByRole('link', { name: /Общие со мной/ });
    expect(shared.textContent).toContain('1');
  });
});
