import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, renderApp, testUser } from '../../test/render.tsx';
import { GenderModal, needsGender } from './GenderModal.tsx';

const user = testUser({ gender: null });

it('is mandatory: Save stays disabled until a choice, Escape does not close it', async () => {
  const fetch = vi.fn().mockResolvedValue(jsonResponse(200, { ...user, gender: 'IT' }));
  stubFetch(fetch);
  renderApp(<GenderModal user={user} />);
  const dialog = screen.getByRole('dialog', { name: 'Выберите пол' });
  expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  expect(screen.getByText('Пожалуйста, выберите пол')).toBeVisible();
  await userEvent.keyboard('{Escape}');
  expect(dialog).toBeVisible();
  await userEvent.click(screen.getByLabelText('IT/AI'));
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(JSON.parse(String((fetch.mock.calls[0] as [string, RequestInit])[1].body))).toEqual({
    gender: 'IT',
  });
  expect(needsGender(user)).toBe(false);
});

it('is asked only of users without a gender who were not asked before', () => {
  expect(needsGender(user)).toBe(true);
  expect(needsGender({ ...user, gender: 'MALE' })).toBe(false);
});
