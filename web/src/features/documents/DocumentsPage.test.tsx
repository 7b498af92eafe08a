import type { Document } from '@krug/contract/documents';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { jsonResponse } from '../../test/render.tsx';
import { DocumentsPage } from './DocumentsPage.tsx';

const passport: Document = {
  id: '22222222-2222-4222-8222-222222222222',
  document_type: 'PASSPORT',
  country: 'Россия',
  document_number: '123456',
  // The order a JSON column answers in (shortest key first), not the spec's.
  document_data: {
    series: '4510',
    issue_date: '2015-03-01',
    issued_by: 'Отделением УФМС России по городу Москве по району Хамовники',
    department_code: '770-001',
  },
  scan_file_url: '/api/my-documents/2222/scan?exp=1&sig=a',
  scan_thumb_url: '/api/my-documents/2222/scan?exp=1&sig=a&variant=thumb',
  scan_large_url: '/api/my-documents/2222/scan?exp=1&sig=a&variant=large',
  scan_mime_type: 'image/jpeg',
  created_at: '2026-01-01T00:00:00.000Z',
};
const license: Document = {
  ...passport,
  id: '33333333-3333-4333-8333-333333333333',
  document_type: 'DRIVERS_LICENSE',
  document_data: { categories: 'B', issue_date: '2020-01-01', expires: null, issued_in: null },
  scan_file_url: '/api/my-documents/3333/scan?exp=1&sig=b',
  scan_thumb_url: null,
  scan_large_url: null,
  scan_mime_type: 'application/pdf',
};

function setup(onPut: (body: unknown) => Response = () => jsonResponse(200, passport)) {
  vi.stubGlobal(
    'fetch',
    vi
      .fn()
      .mockImplementation(async (_url: string, init?: RequestInit) =>
        init?.method === 'PUT'
          ? onPut(JSON.parse(String(init.body)))
          : jsonResponse(200, [passport, license]),
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
}

const card = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;

describe('My Documents cards', () => {
  it("shows the details in the spec's order of the type, each label beside or above its value", async () => {
    setup();
    const details = within(await card('Паспорт')).getByLabelText('Данные документа');
    const labels = within(details)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(labels).toEqual(['Серия', 'Кем выдан', 'Дата выдачи', 'Код подразделения']);
    expect(details.className).toContain('sm:grid-cols-[minmax(9rem,max-content)_minmax(0,1fr)]');
    expect(within(details).getByText(/Хамовники/).className).toContain('break-words');
  });

  it('edit has Cancel, which restores the saved values', async () => {
    setup();
    const passportCard = await card('Паспорт');
    await userEvent.click(within(passportCard).getByRole('button', { name: 'Изменить документ' }));
    const series = within(passportCard).getByLabelText('Серия');
    await userEvent.clear(series);
    await userEvent.type(series, '9999');
    await userEvent.click(within(passportCard).getByRole('button', { name: 'Отмена' }));
    expect(within(passportCard).queryByLabelText('Серия')).toBeNull();
    expect(within(passportCard).getByText('4510')).toBeVisible();
    await userEvent.click(within(passportCard).getByRole('button', { name: 'Изменить документ' }));
    expect(within(passportCard).getByLabelText('Серия')).toHaveValue('4510');
    // The inputs keep the spec's order too.
    const inputs = within(passportCard)
      .getAllByRole('textbox')
      .map((i) => i.id.replace(`document-${passport.id}-`, ''));
    expect(inputs).toEqual([
      'country',
      'document_number',
      'document_data.series',
      'document_data.issued_by',
      'document_data.department_code',
    ]);
  });

  it("puts the server's error under the input it names and focuses it", async () => {
    setup(() => jsonResponse(422, { detail: 'Максимум 500 символов', field: 'document_data.issued_by' }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const passportCard = await card('Паспорт');
    await userEvent.click(within(passportCard).getByRole('button', { name: 'Изменить документ' }));
    await userEvent.click(within(passportCard).getByRole('button', { name: 'Сохранить' }));
    const issuedBy = within(passportCard).getByLabelText('Кем выдан');
    await waitFor(() => expect(issuedBy).toHaveAccessibleDescription('Максимум 500 символов'));
    expect(issuedBy).toHaveAttribute('aria-invalid', 'true');
    expect(issuedBy).toHaveFocus();
  });

  it("adds a document with the chosen type's fields, the same inputs as editing", async () => {
    setup();
    const fetchMock = vi.mocked(fetch);
    await card('Паспорт');
    await userEvent.click(screen.getByRole('button', { name: 'Добавить документ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Добавить документ' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Тип документа'), 'DRIVERS_LICENSE');
    const inputs = within(dialog)
      .getAllByRole('textbox')
      .map((i) => i.id.replace('new-document-', ''));
    expect(inputs).toEqual([
      'country',
      'document_number',
      'document_data.issued_in',
      'document_data.categories',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Страна'), 'Россия');
    await userEvent.type(within(dialog).getByLabelText('Категории'), 'B');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      document_type: 'DRIVERS_LICENSE',
      country: 'Россия',
      document_number: '',
      document_data: { categories: 'B' },
    });
  });

  it('says it saved, and the message goes after 3 s', async () => {
    setup();
    const passportCard = await card('Паспорт');
    await userEvent.click(within(passportCard).getByRole('button', { name: 'Изменить документ' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await userEvent.click(within(passportCard).getByRole('button', { name: 'Сохранить' }));
      expect(await within(passportCard).findByRole('status')).toHaveTextContent('Изменения сохранены');
      await vi.advanceTimersByTimeAsync(3100);
      await waitFor(() => expect(within(passportCard).queryByRole('status')).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });

  it('an image scan shows its small thumbnail, and a click opens the large rendition enlarged', async () => {
    setup();
    const passportCard = await card('Паспорт');
    const thumb = within(passportCard).getByRole('img', { name: 'Скан документа: Паспорт' });
    expect(thumb).toHaveAttribute('src', passport.scan_thumb_url);
    await userEvent.click(within(passportCard).getByRole('button', { name: 'Открыть скан крупно' }));
    const dialog = await screen.findByRole('dialog', { name: 'Скан документа: Паспорт' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', passport.scan_large_url);
  });

  it('a PDF scan shows a document icon that opens it, and loads no image', async () => {
    setup();
    const licenseCard = await card('Водительское удостоверение');
    expect(within(licenseCard).queryByRole('img')).toBeNull();
    expect(within(licenseCard).getByRole('link', { name: /Открыть скан/ })).toHaveAttribute(
      'href',
      license.scan_file_url,
    );
  });
});
