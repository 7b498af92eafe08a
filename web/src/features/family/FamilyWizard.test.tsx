import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../../test/render.tsx';
import { FamilyWizard } from './FamilyWizard.tsx';

const info = (complete: boolean) => ({
  first_name: 'Анна',
  last_name: 'Петрова',
  middle_name: null,
  name_alias: null,
  phone: null,
  email: 'a@b.ru',
  gender: 'FEMALE',
  date_of_birth: null,
  address_street: complete ? 'Ленина 1' : null,
  address_city: complete ? 'Тула' : null,
  address_state: null,
  address_country: complete ? 'Россия' : null,
  address_postal_code: null,
  marriage_status: 'MARRIED',
  spouse_name: null,
  spouse_phone: null,
  profile_completed: complete,
});

describe('family setup wizard', () => {
  it('starts at step 1 while the profile is incomplete', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(200, info(false))));
    renderApp(<FamilyWizard />);
    expect(await screen.findByText('Шаг 1 из 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Далее' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Замужем' })).toBeInTheDocument();
  });

  it('skips step 1 for a complete profile; discovery is disabled while private', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(200, info(true))));
    renderApp(<FamilyWizard />);
    expect(await screen.findByText('Шаг 2 из 2')).toBeVisible();
    expect(screen.getByLabelText('Название семьи')).toHaveValue('Семья Петрова');
    const discovery = screen.getByLabelText('Разрешить находить семью в поиске');
    expect(discovery).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Закрытый профиль'));
    expect(discovery).toBeEnabled();
  });
});
