import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ToastHost } from './ToastHost.tsx';
import { notify } from './toast.ts';

it('shows toasts at the bottom, clear of the top bar, above the phone bottom bar', async () => {
  render(<ToastHost />);
  notify({ type: 'info', message: 'Сохранено' });
  expect(await screen.findByText('Сохранено')).toBeInTheDocument();
  const toaster = document.querySelector<HTMLElement>('[data-sonner-toaster]');
  expect(toaster).toHaveAttribute('data-y-position', 'bottom');
  expect(toaster).toHaveAttribute('data-x-position', 'right');
  expect(toaster?.style.getPropertyValue('--offset-bottom')).toBe('var(--toast-offset-bottom)');
  expect(toaster?.style.getPropertyValue('--mobile-offset-bottom')).toBe('var(--toast-offset-bottom)');
});
