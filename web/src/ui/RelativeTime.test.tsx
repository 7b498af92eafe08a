import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { RelativeTime } from './RelativeTime.tsx';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 10, 23, 12, 0, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

it('is a <time> element that stays current while mounted, on one shared timer', () => {
  const created = new Date(2026, 10, 23, 11, 59, 30).toISOString();
  const { unmount } = render(
    <>
      <RelativeTime value={created} />
      <RelativeTime value={created} rule="family" />
    </>,
  );
  const [first] = screen.getAllByText('только что');
  expect(first?.tagName).toBe('TIME');
  expect(first?.getAttribute('datetime')).toBe(created);
  expect(vi.getTimerCount()).toBe(1);

  act(() => {
    vi.advanceTimersByTime(60_000);
  });
  expect(screen.getAllByText('1 мин. назад')).toHaveLength(2);
  act(() => {
    vi.advanceTimersByTime(4 * 60_000);
  });
  expect(screen.getAllByText('5 мин. назад')).toHaveLength(2);

  unmount();
  expect(vi.getTimerCount()).toBe(0);
});
