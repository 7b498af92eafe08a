import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, renderApp } from '../../test/render.tsx';
import { UserSearch } from './UserSearch.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('user search', () => {
  it('shows the email of people who share a circle and only the name of everyone else', async () => {
    stubFetch(
      vi.fn(async () =>
        jsonResponse(200, {
          users: [
            {
              id: '11111111-1111-4111-8111-111111111111',
              name: 'Анна',
              surname: 'Круглова',
              email: 'anna@example.ru',
              profile_picture: null,
            },
            {
              id: '22222222-2222-4222-8222-222222222222',
              name: 'Борис',
              surname: 'Круглов',
              email: null,
              profile_picture: null,
            },
          ],
        }),
      ),
    );
    const onPick = vi.fn();
    renderApp(<UserSearch onPick={onPick} />);
    await userEvent.type(screen.getByRole('searchbox'), 'Кругл');
    const boris = await screen.findByText('Борис Круглов');
    expect(screen.getByText('anna@example.ru')).toBeInTheDocument();
    expect(boris.parentElement).toHaveTextContent(/^Борис Круглов$/);
    await userEvent.click(screen.getAllByRole('button')[1] as HTMLElement);
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ name: 'Борис', email: null }));
  });
});
