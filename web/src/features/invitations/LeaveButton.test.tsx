import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, renderApp } from '../../test/render.tsx';
import { LeaveButton } from './LeaveButton.tsx';

const OF = '22222222-2222-4222-8222-222222222222';
const ME = '33333333-3333-4333-8333-333333333333';

/** Answers DELETE with `status` (and a detail when refused); records the calls. */
function server(status = 200, detail?: string) {
  const calls: { method: string; url: string }[] = [];
  stubFetch(
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ method: init?.method ?? 'GET', url });
      if (init?.method === 'DELETE') return jsonResponse(status, status < 300 ? { members: [] } : { detail });
      return jsonResponse(200, []);
    }),
  );
  return calls;
}

describe('leave confirmation', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  });

  it('asks first, naming what is lost; cancelling leaves nothing', async () => {
    const calls = server();
    const onLeft = vi.fn();
    renderApp(<LeaveButton kind="family" name="Семья Петровых" of={OF} me={ME} onLeft={onLeft} />);
    await userEvent.click(screen.getByRole('button', { name: 'Покинуть семью' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Покинуть семью «Семья Петровых»?' });
    expect(dialog).toHaveTextContent(
      'Вы перестанете видеть записи «Только для семьи», семейный чат и календарь',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    expect(onLeft).not.toHaveBeenCalled();
  });

  it('leaves with DELETE on the own member path once confirmed, then hands over', async () => {
    const calls = server();
    const onLeft = vi.fn();
    renderApp(<LeaveButton kind="household" name="Квартира" of={OF} me={ME} onLeft={onLeft} />);
    await userEvent.click(screen.getByRole('button', { name: 'Покинуть домохозяйство' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Покинуть домохозяйство «Квартира»?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Покинуть' }));
    await waitFor(() => expect(onLeft).toHaveBeenCalledOnce());
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([
      { method: 'DELETE', url: `/api/household/${OF}/members/${ME}` },
    ]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows the server detail of a refusal (409) in the dialog and stays', async () => {
    const detail =
      'Создатель семьи не может её покинуть. Удалите семью в настройках (раздел «Опасная зона»).';
    server(409, detail);
    const onLeft = vi.fn();
    renderApp(<LeaveButton kind="family" name="Семья Петровых" of={OF} me={ME} onLeft={onLeft} />);
    await userEvent.click(screen.getByRole('button', { name: 'Покинуть семью' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Покинуть' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(detail);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(onLeft).not.toHaveBeenCalled();
  });
});
