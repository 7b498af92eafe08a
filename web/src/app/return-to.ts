/**
 * The address a sign-in wall interrupted (issue 32 item 7). Kept for the tab in sessionStorage,
 * not only in the router's state, so it survives the link from «Войти» to «Регистрация», the
 * registration itself and the onboarding after it.
 */
const KEY = 'krug.return-to';

function store(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Only an address inside the app: never another site, never the sign-in forms themselves. */
function safe(path: string | null | undefined): string | null {
  if (!path?.startsWith('/') || path.startsWith('//')) return null;
  const bare = path.split(/[?#]/)[0];
  if (bare === '/' || bare === '/login' || bare === '/register' || bare === '/onboarding') return null;
  return path;
}

/** Remembers the address a visitor was heading to before being asked to sign in. */
export function rememberReturnTo(path: string): void {
  const ok = safe(path);
  if (ok) store()?.setItem(KEY, ok);
}

/** Where to go after signing in or up: the router's state, else the remembered address. */
export function returnTo(fromState?: string | null): string | null {
  return safe(fromState) ?? safe(store()?.getItem(KEY));
}

/** The address is reached (or onboarding ends there): forget it. */
export function forgetReturnTo(): void {
  store()?.removeItem(KEY);
}

/** Onboarding's end: the remembered address, once, else the family wall. */
export function takeReturnTo(fallback: string): string {
  const path = returnTo();
  forgetReturnTo();
  return path ?? fallback;
}
