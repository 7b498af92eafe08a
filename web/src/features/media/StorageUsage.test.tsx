import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/index.ts';
import { StorageUsage } from './StorageUsage.tsx';

const MB = 1024 * 1024;

describe('StorageUsage (issue 32 item 6)', () => {
  afterEach(async () => {
    await setLanguage('ru');
  });

  it('writes sizes the Russian way: a decimal comma and Russian units', () => {
    render(<StorageUsage used={4.23 * MB} quota={5 * 1024 * MB} />);
    expect(screen.getByText('Использовано 4,23 МБ из 5 ГБ')).toBeInTheDocument();
  });

  it('writes the spec’s units in English', async () => {
    await setLanguage('en');
    render(<StorageUsage used={4.23 * MB} quota={5 * 1024 * MB} />);
    expect(screen.getByText('4.23 MB of 5 GB used')).toBeInTheDocument();
  });
});
