import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { meKey } from '../auth/api.ts';
import { MyInfoPage } from './MyInfoPage.tsx';

// Issue 32 items 5 and 23: «Не указано» until the person picks (the stored SINGLE is a default),
// and a spouse the family records makes the status «married» and is offered as the spouse's name.
const me = { ...testUser(), gender: 'FEMALE' as const };
const info = (patch: object) => ({
  ...me,
  date_of_birth: null,
  address_street: null,
  address_city: null,
  address_state: null,
  address_country: null,
  address_postal_code: null,
  marriage_status: 'SINGLE',
  marriage_status_chosen: false,
  family_spouse_name: null,
  spouse_name: null,
  spouse_phone: null,
  profile_completed: false,
  ...patch,
});

function setup(answer: object) {
  stubFetch(vi.fn().mockImplementation(async () => jsonResponse(200, answer)));
  localStorage.setItem('krug.token', 'x');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meKey, me);
  render(
    <MemoryRouter>
      <Providers client={client}>
        <MyInfoPage />
      </Providers>
    </MemoryRouter>,
  );
}

describe('marital status', () => {
  it('says «Не указано» until the person picks', async () => {
    setup(info({}));
    const section = await screen.findByRole('region', { name: 'Семейное положение' });
    expect(within(section).getByText('Не указано')).toBeVisible();
    expect(within(section).queryByText('Не замужем')).toBeNull();
  });

  it('shows what the person picked', async () => {
    setup(info({ marriage_status_chosen: true }));
    const section = await screen.findByRole('region', { name: 'Семейное положение' });
    expect(within(section).getByText('Не замужем')).toBeVisible();
  });

  it('agrees with a spouse in the family and offers the spouse’s name', async () => {
    setup(info({ family_spouse_name: 'Олег Смирнов' }));
    const section = await screen.findByRole('region', { name: 'Семейное положение' });
    expect(within(section).getByText('Замужем')).toBeVisible();
    expect(within(section).getByText('Олег Смирнов')).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: 'Изменить' }));
    expect(within(section).getByLabelText('Семейное положение')).toHaveValue('MARRIED');
    expect(within(section).getByLabelText('Имя супруга(и)')).toHaveValue('Олег Смирнов');
  });
});
