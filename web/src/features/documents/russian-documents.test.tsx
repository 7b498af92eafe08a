import type { Document } from '@krug/contract/documents';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse } from '../../test/render.tsx';
import { DocumentsPage } from './DocumentsPage.tsx';

/** Issue 32 item 11: the common Russian documents, masks, numbers hidden on cards until tapped. */
const snils: Document = {
  id: '22222222-2222-4222-8222-222222222222',
  document_type: 'SNILS',
  country: 'Россия',
  document_number: '112-233-445 95',
  document_data: { full_name: 'Анна Иванова', registration_date: null },
  scan_file_url: null,
  scan_thumb_url: null,
  scan_large_url: null,
  scan_mime_type: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

function setup(list: Document[] = [snils]) {
  const fetchMock = stubFetch(
    vi
      .fn()
      .mockImplementation(async (_url: string, init?: RequestInit) =>
        init?.method === 'POST' ? jsonResponse(201, snils) : jsonResponse(200, list),
      ),
  );
  localStorage.setItem('krug.token', 'x');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <Providers client={client}>
        <DocumentsPage />
      </Providers>
    </MemoryRouter>,
  );
  return fetchMock;
}

describe('Russian documents', () => {
  it('hides the number on a card but for its last digits until it is tapped, and again on a second tap', async () => {
    setup();
    const number = await screen.findByTestId('document-number');
    expect(number.textContent).toBe('•••-•••-•45 95');
    expect(screen.queryByText(/112-233-445 95/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Показать номер' }));
    expect(number.textContent).toBe('112-233-445 95');
    await userEvent.click(screen.getByRole('button', { name: 'Скрыть номер' }));
    expect(number.textContent).toBe('•••-•••-•45 95');
  });

  it('offers the common set; a passport types series and number together into «45 12 345678»', async () => {
    const fetchMock = setup([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить документ' }));
    const dialog = await screen.findByRole('dialog');
    const type = within(dialog).getByLabelText('Тип документа');
    expect([...type.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Паспорт',
      'Заграничный паспорт',
      'Водительское удостоверение',
      'СНИЛС',
      'ИНН',
      'Полис ОМС',
      'Свидетельство о рождении',
      'Военный билет',
    ]);
    await userEvent.type(within(dialog).getByLabelText('Страна'), 'Россия');
    const number = within(dialog).getByLabelText('Серия и номер');
    await userEvent.type(number, '4512345678');
    expect(number).toHaveValue('45 12 345678');
    expect(within(dialog).getByText('Например, 45 12 345678')).toBeVisible();

    await userEvent.selectOptions(type, 'СНИЛС');
    expect(within(dialog).getByLabelText('Страна')).toHaveValue('Россия');
    const snilsNumber = within(dialog).getByLabelText('Номер СНИЛС');
    await userEvent.type(snilsNumber, '1122334');
    expect(snilsNumber).toHaveValue('112-233-4');
    // Half a number is refused by the contract's schema before anything is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Неверный формат, пример: 112-233-445 95')).toBeVisible();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await userEvent.type(snilsNumber, '4595');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      document_type: 'SNILS',
      document_number: '112-233-445 95',
    });
  });
});
