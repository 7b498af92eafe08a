import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api.ts';
import { EmptyState, ErrorState, ListSkeleton, Skeleton } from './states.tsx';

describe('states', () => {
  it('Skeleton and ListSkeleton announce loading and hide their bars', () => {
    render(
      <>
        <Skeleton lines={3} />
        <ListSkeleton rows={2} label="Загружаем участников" />
      </>,
    );
    const [bars, list] = screen.getAllByRole('status');
    expect(bars).toHaveTextContent('Загрузка…');
    expect(bars).toHaveAttribute('aria-busy', 'true');
    expect(bars?.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
    expect(list).toHaveTextContent('Загружаем участников');
  });

  it('EmptyState says what to do and offers the action', () => {
    render(
      <EmptyState
        title="Событий пока нет"
        text="Создайте первое событие"
        action={<button type="button">Создать событие</button>}
      />,
    );
    expect(screen.getByText('Событий пока нет')).toBeInTheDocument();
    expect(screen.getByText('Создайте первое событие')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Создать событие' })).toBeInTheDocument();
  });

  it('ErrorState shows the server detail or a network hint, and «Повторить» retries', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<ErrorState error={new ApiError(500, 'Сервер устал')} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить');
    expect(screen.getByRole('alert')).toHaveTextContent('Сервер устал');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<ErrorState error={new ApiError(0, 'Network error')} onRetry={onRetry} title="Участники" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Участники');
    expect(screen.getByRole('alert')).toHaveTextContent('Проверьте подключение к интернету');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Network error');
  });
});
