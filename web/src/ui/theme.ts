import { useSyncExternalStore } from 'react';

/** The colour theme a person chose; 'system' follows `prefers-color-scheme`. */
export type ThemeChoice = 'light' | 'dark' | 'system';
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'krug.theme';
const CHOICES: readonly ThemeChoice[] = ['light', 'dark', 'system'];
const DARK_QUERY = '(prefers-color-scheme: dark)';

const listeners = new Set<() => void>();

function readStored(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return CHOICES.includes(stored as ThemeChoice) ? (stored as ThemeChoice) : 'system';
  } catch {
    return 'system';
  }
}

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches === true;
}

/** The theme actually shown for a choice. */
export function resolveTheme(choice: ThemeChoice): Theme {
  if (choice === 'system') return systemPrefersDark() ? 'dark' : 'light';
  return choice;
}

/** The canvas colour of each theme: the installed app's window and status bar (issue 35). */
const WINDOW_COLORS: Record<Theme, string> = { light: '#f5f7fa', dark: '#0b1220' };

/** Sets `data-theme`, the `dark` class and `color-scheme` on <html> (the tokens in index.css key off them). */
function apply(choice: ThemeChoice) {
  if (typeof document === 'undefined') return;
  const theme = resolveTheme(choice);
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  // index.html's theme-color metas follow the system; a chosen theme colours the window itself.
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
    const own: Theme = meta.getAttribute('media')?.includes('dark') ? 'dark' : 'light';
    meta.setAttribute('content', WINDOW_COLORS[choice === 'system' ? own : theme]);
  }
}

export function getThemeChoice(): ThemeChoice {
  return readStored();
}

/** Stores the choice (localStorage), applies it at once and tells every `useThemeChoice`. */
export function setThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Private mode without storage: the choice holds for this page only.
  }
  apply(choice);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored choice and a setter, re-rendering when the choice changes anywhere in the app. */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const choice = useSyncExternalStore(subscribe, getThemeChoice, () => 'system' as const);
  return [choice, setThemeChoice];
}

let started = false;

/** Applies the stored choice and follows the system while the choice is 'system'. Called once from main.tsx. */
export function initTheme(): void {
  apply(getThemeChoice());
  if (started || typeof window === 'undefined' || !window.matchMedia) return;
  started = true;
  window.matchMedia(DARK_QUERY).addEventListener?.('change', () => {
    if (getThemeChoice() === 'system') {
      apply('system');
      for (const listener of listeners) listener();
    }
  });
}
