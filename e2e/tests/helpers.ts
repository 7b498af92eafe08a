import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';

let counter = 0;

/** A fresh person for one journey: unique email per run. */
export function newPerson(firstName = 'Анна', lastName = 'Иванова') {
  counter += 1;
  return {
    firstName,
    lastName,
    email: `user${Date.now()}${counter}@example.com`,
    password: 'secret123',
  };
}

/** Registers through the real form and waits until the app leaves the form. */
export async function registerThroughForm(page: Page, person: ReturnType<typeof newPerson>) {
  await page.goto('/register');
  await page.getByLabel('Имя', { exact: true }).fill(person.firstName);
  await page.getByLabel('Фамилия', { exact: true }).fill(person.lastName);
  await page.getByLabel('Электронная почта', { exact: true }).fill(person.email);
  await page.getByLabel('Пароль', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page).not.toHaveURL(/\/register$/);
}

/** A real 40×30 PNG, small enough to live in the test. */
export const PNG_40x30 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAPUlEQVRIie3VQQ0AMAwCwInAJIbQOxnb45L+mzSUO1mfzLF4Th3hqneaAonKLCSGxWJxWAwWi8VhMV+xeAHXqwlcfU7TUQAAAABJRU5ErkJggg==',
  'base64',
);

/** Registers, skips onboarding and answers the gender question: lands in the shell. */
export async function signUpToShell(page: Page, person: ReturnType<typeof newPerson>) {
  await registerThroughForm(page, person);
  await expect(page).toHaveURL(/\/onboarding/);
  await page.getByRole('button', { name: 'Пропустить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Выберите пол' });
  await dialog.getByLabel('Мужской').check();
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  // Radix blocks pointer events on the page while a modal is open; wait until it lets go.
  await expect(page.locator('body')).not.toHaveAttribute('style', /pointer-events: none/);
}

/**
 * Accepts the pending invitation to the family or household named `target` (CONTRACT §4
 * "Consent": a registered user added by someone else is invited, not yet a member).
 */
export async function acceptInvitation(page: Page, target: string) {
  await page.goto('/family/family-invitations');
  const card = page.getByRole('article').filter({ hasText: `«${target}»` });
  await card.getByRole('button', { name: 'Принять' }).click();
  // Accepting opens what was joined: the family's page, or the household section.
  await expect(page).not.toHaveURL(/family-invitations/);
}

/** Calls the API as the user signed in on the page (its stored token); fails the test on a non-2xx. */
export async function apiAs<T>(
  page: Page,
  method: 'POST' | 'PUT' | 'GET',
  path: string,
  data?: unknown,
): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('krug.token'));
  const res = await page.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** Someone registered through the API, with the gender answered (no question on first visit). */
export async function apiUser(request: APIRequestContext, firstName: string, lastName: string) {
  const p = newPerson(firstName, lastName);
  const res = await request.post('/api/auth/register', {
    data: { email: p.email, password: p.password, first_name: p.firstName, last_name: p.lastName },
  });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { access_token: string; user: { id: string } };
  const user = { ...p, token: body.access_token, id: body.user.id };
  await call(request, user, 'PUT', '/api/users/gender', { gender: 'MALE' });
  return user;
}
export type ApiUser = Awaited<ReturnType<typeof apiUser>>;

/** The size of a context opened without one (Playwright's default): for people beside one who signed up so. */
export const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

/**
 * A browser context already signed in as `user` (token stored, onboarding and gender done). The
 * storage is seeded once: after signing out, a reload must not bring the old token back.
 */
export async function signedIn(
  browser: Browser,
  user: ApiUser,
  viewport = { width: 1366, height: 800 },
  options: Omit<BrowserContextOptions, 'viewport'> = {},
) {
  const ctx = await browser.newContext({ ...options, viewport });
  await ctx.addInitScript(
    ([token, id]) => {
      if (localStorage.getItem('e2e.seeded')) return;
      localStorage.setItem('e2e.seeded', '1');
      localStorage.setItem('krug.token', token);
      localStorage.setItem(`krug.onboarding-completed.${id}`, 'true');
      localStorage.setItem(`krug.gender-asked.${id}`, 'true');
    },
    [user.token, user.id] as const,
  );
  return { ctx, page: await ctx.newPage() };
}

/**
 * Accepts, through the API, the user's pending invitations (to `targetId` only when given): an
 * organization invite or a stranger's group is an invitation (CONTRACT §4 "Consent, continued").
 */
export async function acceptInvitationsOf(
  request: APIRequestContext,
  as: { token: string },
  targetId?: string,
) {
  const pending = await call<{ id: string; target: { id: string } }[]>(
    request,
    as,
    'GET',
    '/api/invitations',
  );
  for (const invitation of pending.filter((i) => !targetId || i.target.id === targetId))
    await call(request, as, 'POST', `/api/invitations/${invitation.id}/accept`);
}

export async function call<T = unknown>(
  request: APIRequestContext,
  as: { token: string },
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${as.token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json().catch(() => null)) as T;
}

/**
 * Waits until the element and everything in it has finished its CSS animations and transitions
 * (a toast fading in, a drawer sliding in), instead of waiting a guessed while. Endless ones (a
 * spinner, a skeleton's pulse) are not waited for.
 */
export async function animationsDone(locator: Locator) {
  await locator.evaluateAll((elements) =>
    Promise.all(
      elements.flatMap((el) =>
        el
          .getAnimations({ subtree: true })
          .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished.catch(() => {})),
      ),
    ),
  );
}
