import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../../test/render.tsx';
import { ShareDialog } from './ShareDialog.tsx';

const F = '11111111-1111-4111-8111-111111111111';
const H = '22222222-2222-4222-8222-222222222222';
const G = '33333333-3333-4333-8333-333333333333';
const options = [
  { kind: 'family', id: F, name: 'Ивановы', member_count: 4, shared: true },
  { kind: 'household', id: H, name: 'Дом', member_count: 2, shared: false },
  { kind: 'chat_group', id: G, name: 'Дача', member_count: 5, shared: false },
];

afterEach(() => vi.unstubAllGlobals());

describe('ShareDialog', () => {
  it('shows my circles with their sizes, checked as shared, and saves the new set', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      jsonResponse(200, { options: init?.method === 'PUT' ? options : options }),
    );
    vi.stubGlobal('fetch', fetch);
    const onOpenChange = vi.fn();
    renderApp(<ShareDialog albumId="a1" open onOpenChange={onOpenChange} />);

    // The shared ones are checked a render after the list appears: wait for that state.
    const family = await screen.findByRole('checkbox', { name: /Ивановы/, checked: true });
    expect(screen.getByRole('checkbox', { name: /Дом/ })).not.toBeChecked();
    expect(screen.getByText('Семья · участников: 4')).toBeInTheDocument();
    expect(screen.getByText('Группа · участников: 5')).toBeInTheDocument();
    expect(screen.getByText(/Приглашённые, которые ещё не приняли приглашение/)).toBeInTheDocument();

    fireEvent.click(family);
    fireEvent.click(screen.getByRole('checkbox', { name: /Дача/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/albums/a1/shares');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ targets: [{ kind: 'chat_group', id: G }] });
  });

  it('says so when there is nobody to share with', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { options: [] })),
    );
    renderApp(<ShareDialog albumId="a1" open onOpenChange={() => {}} />);
    expect(await screen.findByText(/У вас пока нет семьи, домохозяйства или групп/)).toBeInTheDocument();
  });
});
