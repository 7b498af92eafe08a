import { PRIVACY_DEFAULTS } from '@krug/contract/onboarding';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, renderApp } from '../../test/render.tsx';
import { OnboardingWizard } from './OnboardingWizard.tsx';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const FLAG = `krug.onboarding-completed.${USER_ID}`;

function setup(fetchImpl = vi.fn()) {
  stubFetch(fetchImpl);
  const reload = vi.fn().mockResolvedValue(undefined);
  const onDone = vi.fn();
  renderApp(<OnboardingWizard userId={USER_ID} reload={reload} onDone={onDone} />);
  return { fetch: fetchImpl, reload, onDone };
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Далее' }));

describe('onboarding wizard', () => {
  it('walks four steps; the school status appears only after a school is entered; Back keeps values', async () => {
    setup();
    expect(screen.getByText(/Шаг 1 из 4/)).toBeVisible();
    await userEvent.type(screen.getByLabelText('Место работы'), 'Завод');
    await next();
    expect(screen.getByText(/Шаг 2 из 4/)).toBeVisible();
    const status = screen.getByLabelText('Статус в университете');
    expect([...status.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Не выбран',
      'Студент',
      'Преподаватель',
      'Сотрудник',
      'Выпускник',
    ]);
    expect(screen.queryByLabelText('Статус в школе')).toBeNull();
    await userEvent.type(screen.getByLabelText('Школа'), 'Лицей');
    const school = screen.getByLabelText('Статус в школе');
    expect([...school.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Не выбран',
      'Родитель',
      'Учитель',
      'Администрация',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Назад' }));
    expect(screen.getByLabelText('Место работы')).toHaveValue('Завод');
    await next();
    expect(screen.getByLabelText('Школа')).toHaveValue('Лицей');
    await next();
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    expect(screen.getByLabelText('Делиться местоположением')).not.toBeChecked();
    expect(screen.getByLabelText('Профиль виден всем')).toBeChecked();
    await next();
    expect(screen.getByText(/Шаг 4 из 4/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Завершить' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Далее' })).toBeNull();
  });

  it('a skip with nothing filled is remembered on the server, then the flag is set after the 100 ms delay', async () => {
    const { fetch, onDone, reload } = setup(vi.fn().mockResolvedValue(new Response(null, { status: 204 })));
    await userEvent.click(screen.getByRole('button', { name: 'Пропустить' }));
    expect(localStorage.getItem(FLAG)).toBeNull();
    await waitFor(() => expect(localStorage.getItem(FLAG)).toBe('true'));
    expect(onDone).toHaveBeenCalled();
    expect(reload).toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/onboarding/complete');
    expect(init.method).toBe('POST');
  });

  it('saves what was entered, then reloads the profile', async () => {
    const { fetch, reload, onDone } = setup(
      vi.fn().mockResolvedValue(jsonResponse(200, { privacy_settings: PRIVACY_DEFAULTS })),
    );
    await userEvent.type(screen.getByLabelText('Место работы'), 'Завод');
    await userEvent.type(screen.getByLabelText('Должность'), 'Мастер');
    await next();
    await userEvent.selectOptions(screen.getByLabelText('Статус в университете'), 'Студент');
    await next();
    await userEvent.click(screen.getByLabelText('Делиться местоположением'));
    await next();
    await userEvent.click(screen.getByRole('button', { name: 'Завершить' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/onboarding');
    expect(JSON.parse(String(init.body))).toEqual({
      work_place: 'Завод',
      work_role: 'Мастер',
      university: '',
      university_role: 'STUDENT',
      school: '',
      school_role: null,
      privacy_settings: { ...PRIVACY_DEFAULTS, location_sharing_enabled: true },
    });
    expect(reload).toHaveBeenCalled();
  });

  it('asks whether to continue without saving when the save fails, and stays when declined', async () => {
    const { onDone } = setup(
      vi.fn().mockResolvedValue(jsonResponse(422, { detail: 'Максимум 200 символов' })),
    );
    await userEvent.type(screen.getByLabelText('Место работы'), 'Завод');
    await userEvent.click(screen.getByRole('button', { name: 'Пропустить' }));
    const asked = await screen.findByRole('alertdialog', { name: 'Не удалось сохранить' });
    expect(asked).toHaveTextContent(
      'Не удалось сохранить данные: Максимум 200 символов. Продолжить без сохранения?',
    );
    await userEvent.click(within(asked).getByRole('button', { name: 'Остаться' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Место работы')).toHaveValue('Завод');
    await userEvent.click(screen.getByRole('button', { name: 'Пропустить' }));
    const again = await screen.findByRole('alertdialog', { name: 'Не удалось сохранить' });
    await userEvent.click(within(again).getByRole('button', { name: 'Продолжить без сохранения' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(localStorage.getItem(FLAG)).toBe('true');
  });
});
