import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, renderApp } from '../../test/render.tsx';
import { FamilyCreateView } from './FamilyViews.tsx';
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

/** The API: my info, and my families (none unless given). */
function api(complete: boolean, families: object[] = []) {
  stubFetch(
    vi.fn(async (url: string) =>
      url === '/api/family-profiles'
        ? jsonResponse(200, { family_profiles: families })
        : jsonResponse(200, info(complete)),
    ),
  );
}

const family = {
  id: '22222222-2222-4222-8222-222222222222',
  family_name: 'Семья Петровых',
  user_role: 'PARENT',
  is_user_member: true,
  can_manage: true,
};

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** A view at its family URL, with the family profile's URL as a page of its own. */
function renderAt(path: string, ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Providers client={client}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="/family/my-family-profile" element={<p>Профиль семьи</p>} />
        </Routes>
        <Where />
      </Providers>
    </MemoryRouter>,
  );
}

describe('family setup wizard', () => {
  it('starts at step 1 while the profile is incomplete', async () => {
    api(false);
    renderApp(<FamilyWizard />);
    expect(await screen.findByText('Шаг 1 из 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Далее' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Замужем' })).toBeInTheDocument();
  });

  it('skips step 1 for a complete profile; discovery is disabled while private', async () => {
    api(true);
    renderApp(<FamilyWizard />);
    expect(await screen.findByText('Шаг 2 из 2')).toBeVisible();
    expect(screen.getByLabelText('Название семьи')).toHaveValue('Семья Петрова');
    const discovery = screen.getByLabelText('Разрешить находить семью в поиске');
    expect(discovery).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Закрытый профиль'));
    expect(discovery).toBeEnabled();
  });

  it('cannot make a second family: with a family, the wizard and the form go to its profile', async () => {
    for (const [path, ui] of [
      ['/family/family-setup', <FamilyWizard key="wizard" />],
      ['/family/family-create', <FamilyCreateView key="form" />],
    ] as const) {
      api(true, [family]);
      const view = renderAt(path, ui);
      expect(await screen.findByText('Профиль семьи')).toBeVisible();
      expect(screen.getByTestId('where')).toHaveTextContent('/family/my-family-profile');
      expect(screen.queryByText('Шаг 2 из 2')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Создать семью' })).toBeNull();
      view.unmount();
    }
  });

  it('stays on the wizard for someone without a family', async () => {
    api(true, []);
    renderAt('/family/family-setup', <FamilyWizard />);
    expect(await screen.findByText('Шаг 2 из 2')).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent('/family/family-setup');
  });
});
