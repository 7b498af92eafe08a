import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getThemeChoice,
  initTheme,
  resolveTheme,
  setThemeChoice,
  THEME_STORAGE_KEY,
  useThemeChoice,
} from './theme.ts';

/** A `matchMedia` whose dark preference the test flips. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    flip(next: boolean) {
      dark = next;
      for (const fn of listeners) fn();
    },
  };
}

const root = document.documentElement;

afterEach(() => {
  setThemeChoice('system');
  root.removeAttribute('data-theme');
  root.classList.remove('dark');
});

describe('theme', () => {
  it('stores a choice, applies it to <html> at once, and forgets it for "system"', () => {
    fakeSystem(false);
    setThemeChoice('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(getThemeChoice()).toBe('dark');
    expect(root.dataset.theme).toBe('dark');
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.style.colorScheme).toBe('dark');
    setThemeChoice('light');
    expect(root.dataset.theme).toBe('light');
    expect(root.classList.contains('dark')).toBe(false);
    setThemeChoice('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(getThemeChoice()).toBe('system');
  });

  it('follows the system while the choice is "system", and only then', () => {
    const system = fakeSystem(false);
    initTheme();
    expect(root.dataset.theme).toBe('light');
    system.flip(true);
    expect(root.dataset.theme).toBe('dark');
    expect(resolveTheme('system')).toBe('dark');
    setThemeChoice('light');
    system.flip(false);
    system.flip(true);
    expect(root.dataset.theme).toBe('light');
  });

  it('ignores a stored value it does not know', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(getThemeChoice()).toBe('system');
  });

  it('re-renders every useThemeChoice when the choice changes', async () => {
    fakeSystem(false);
    function Picker() {
      const [choice, setChoice] = useThemeChoice();
      return (
        <button type="button" onClick={() => setChoice(choice === 'dark' ? 'light' : 'dark')}>
          {choice}
        </button>
      );
    }
    function Shown() {
      return <p>shown: {useThemeChoice()[0]}</p>;
    }
    render(
      <>
        <Picker />
        <Shown />
      </>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('system');
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByText('shown: dark')).toBeInTheDocument();
    act(() => setThemeChoice('light'));
    expect(screen.getByText('shown: light')).toBeInTheDocument();
    expect(root.dataset.theme).toBe('light');
  });
});
