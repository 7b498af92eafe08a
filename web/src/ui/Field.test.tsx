import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelectField } from './Field.tsx';

describe('SelectField', () => {
  it('is named by its label and described by its error', () => {
    render(
      <SelectField label="Отдел" error="Такого отдела нет" defaultValue="b">
        <option value="a">Бухгалтерия</option>
        <option value="b">Продажи</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Отдел' });
    expect(select).toHaveValue('b');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Такого отдела нет');
  });

  it('without an error is neither invalid nor described', () => {
    render(
      <SelectField label="Роль">
        <option>Участник</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Роль' });
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(select).not.toHaveAttribute('aria-describedby');
  });
});
