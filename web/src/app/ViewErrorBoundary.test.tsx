import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, isChunkLoadError, page } from './chunk-reload.ts';
import { lazyPage } from './lazy-page.tsx';
import { ViewErrorBoundary } from './ViewErrorBoundary.tsx';

const missing = () =>
  new TypeError('Failed to fetch dynamically imported module: http://krug.test/assets/MediaPage-1a2b.js');

function renderFailingView() {
  const View = lazyPage<object>(() => Promise.reject(missing()));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return render(
    <div>
      <p>Верхняя панель</p>
      <ViewErrorBoundary>
        <Suspense fallback={<p>Загрузка…</p>}>
          <View />
        </Suspense>
      </ViewErrorBoundary>
    </div>,
  );
}

describe('a view whose chunk does not load (issue 32 item 4)', () => {
  afterEach(() => sessionStorage.clear());

  it('reloads the page once by itself, remembering the chunk in sessionStorage', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    renderFailingView();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toContain('MediaPage-1a2b.js');
  });

  it('after that reload, the same chunk failing again shows the view’s error with «Обновить», the rest stays', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, missing().message);
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    renderFailingView();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить этот раздел');
    expect(screen.getByText('Верхняя панель')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Обновить' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('tells chunk failures from other errors', () => {
    expect(isChunkLoadError(missing())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});
