import { GENDERS } from '@krug/contract/auth-texts';
import { ACTION_TYPES, CHAT_ROLES, GROUP_TYPES } from '@krug/contract/chat';
import { DOCUMENT_TYPES } from '@krug/contract/documents';
import { FAMILY_ROLES, RELATIONSHIPS } from '@krug/contract/family';
import { HOUSEHOLD_RELATIONSHIPS } from '@krug/contract/household';
import { MARRIAGE_STATUSES } from '@krug/contract/my-info';
import { SCHOOL_ROLES, UNIVERSITY_ROLES } from '@krug/contract/onboarding';
import { ANNOUNCEMENT_PRIORITIES } from '@krug/contract/org-feed';
import { VISIBILITIES } from '@krug/contract/posts-texts';
import {
  CHANGE_REQUEST_TYPES,
  INDUSTRIES,
  JOINED_ROLE,
  ORG_TYPES,
  REQUEST_STATUSES,
  REQUESTABLE_ROLES,
} from '@krug/contract/work';
import type { Page } from '@playwright/test';
import { ALL_TEXTS } from '../../web/src/test/all-texts.ts';
import { expect, test } from './fixtures.ts';
import { acceptInvitationsOf, apiAs, apiUser, call, newPerson, signUpToShell } from './helpers.ts';
import { expectModuleTabColours } from './module-tabs.ts';
import { networkQuiet, openView } from './walk.ts';

// Issue 18, language: in the Russian locale no view shows a raw enum value or a text of the
// English catalog; choosing English in settings switches the interface without a reload.

const DESKTOP = { width: 1366, height: 900 };
/** LANGUAGE_SCREENSHOTS=<dir> saves the settings page in both languages there, to look at. */
const shots = process.env.LANGUAGE_SCREENSHOTS;

/** Enum values as the server sends them; any of them on screen means a label is missing. */
const RAW_VALUES = [
  ...ORG_TYPES,
  ...INDUSTRIES,
  ...REQUESTABLE_ROLES,
  JOINED_ROLE,
  ...CHANGE_REQUEST_TYPES,
  ...REQUEST_STATUSES,
  ...VISIBILITIES,
  ...ACTION_TYPES,
  ...GROUP_TYPES,
  ...CHAT_ROLES,
  ...DOCUMENT_TYPES,
  ...FAMILY_ROLES,
  ...RELATIONSHIPS,
  ...HOUSEHOLD_RELATIONSHIPS,
  ...UNIVERSITY_ROLES,
  ...SCHOOL_ROLES,
  ...MARRIAGE_STATUSES,
  ...GENDERS,
  ...ANNOUNCEMENT_PRIORITIES,
  // Short or letterless values (IT, 1-10) cannot be told from ordinary text.
].filter((v, i, all) => /[A-Za-z]{3}/.test(v) && all.indexOf(v) === i);

function strings(node: unknown, out: string[] = []): string[] {
  if (typeof node === 'string') out.push(node);
  else if (node && typeof node === 'object') for (const v of Object.values(node)) strings(v, out);
  return out;
}

/** Brand names and formats that read the same in both languages. */
const SAME_IN_BOTH = new Set(['Email', 'IT/AI', 'English']);
const ru = Object.values(ALL_TEXTS).map((texts) => texts.ru);
const en = Object.values(ALL_TEXTS).map((texts) => texts.en);
const ruTexts = new Set(strings(ru));
/** The literal pieces of every English-only catalog text (placeholders cut out), 3+ Latin letters each. */
const ENGLISH_ONLY = [
  ...new Set(
    strings(en)
      .filter((s) => !ruTexts.has(s) && !SAME_IN_BOTH.has(s))
      .flatMap((s) => s.split(/\{\{[^}]*\}\}/))
      .map((s) => s.trim().replace(/^[\s:·,.(]+|[\s:·,(]+$/g, ''))
      .filter((s) => /[A-Za-z]{3}/.test(s) && !SAME_IN_BOTH.has(s)),
  ),
];

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const asWord = (s: string) => new RegExp(`(^|[^A-Za-z0-9_])${escapeRe(s)}($|[^A-Za-z0-9_])`);
const RAW_PATTERNS = RAW_VALUES.map((v) => [v, asWord(v)] as const);
const ENGLISH_PATTERNS = ENGLISH_ONLY.map((v) => [v, asWord(v)] as const);

/** What on the page is not Russian: raw enum values and English catalog texts. */
async function notRussian(page: Page, where: string): Promise<string[]> {
  // Emails are the user's own data, not interface text.
  const text = (await page.evaluate(() => document.body.innerText)).replace(/\S+@\S+/g, ' ');
  const found: string[] = [];
  for (const [value, re] of RAW_PATTERNS) if (re.test(text)) found.push(`${where}: raw enum value ${value}`);
  for (const [value, re] of ENGLISH_PATTERNS)
    if (re.test(text)) found.push(`${where}: English text "${value}"`);
  return found;
}

/**
 * Opens a view and waits until it has drawn (walk.ts: the router renders it in the page already
 * loaded; no request in flight, no spinner in main) with its h1; `fresh` loads the page anew.
 */
async function open(page: Page, path: string, options: { fresh?: boolean } = {}) {
  await openView(page, path, options);
  await expect(page.locator('h1').first()).toBeVisible();
}

test('Russian throughout: no raw enum value or English text on any view; English chosen in settings applies at once', async ({
  page,
}) => {
  test.setTimeout(300_000);
  expect(RAW_VALUES).toContain('STARTUP');
  expect(ENGLISH_ONLY).toContain('No posts yet. Be the first to share news!');

  await page.setViewportSize(DESKTOP);
  await signUpToShell(page, newPerson('Лена', 'Языкова'));

  // A bit of everything: a post, a family, an organization with type, industry and size, a change request.
  await apiAs(page, 'POST', '/api/posts', {
    content: 'Первая запись',
    visibility: 'PUBLIC',
    source_module: 'family',
  });
  const family = await apiAs<{ id: string }>(page, 'POST', '/api/family/create-with-members', {
    name: 'Языковы',
    surname: 'Языковы',
    description: 'Семья для проверки языка',
    members: [],
  });
  const org = await apiAs<{ id: string }>(page, 'POST', '/api/work/organizations', {
    name: 'Слово и Дело',
    description: 'Проверяем подписи',
    organization_type: 'STARTUP',
    industry: 'Media & Entertainment',
    organization_size: '51-200',
    creator_role: 'FOUNDER',
    creator_job_title: 'Основательница',
  });
  // The owner's own changes apply at once, so a member asks for the role change.
  const member = await apiUser(page.request, 'Пётр', 'Участников');
  await apiAs(page, 'POST', `/api/work/organizations/${org.id}/members`, {
    user_email: member.email,
    job_title: 'Редактор',
  });
  await acceptInvitationsOf(page.request, member, org.id);
  await call(page.request, member, 'PUT', `/api/work/organizations/${org.id}/members/me`, {
    requested_role: 'SENIOR_EMPLOYEE',
    requested_department: 'Маркетинг',
    reason: 'Хочу расти',
  });

  const views = [
    ...[
      'wall',
      'feed',
      'my-profile',
      'friends',
      'chat',
      'calendar',
      'media-photos',
      'media-documents',
      'media-videos',
      'my-info',
      'my-documents',
      'settings',
      'my-family-profile',
      'family-profiles',
      'family-create',
      'family-invitations',
      'family-setup',
    ].map((v) => `/family/${v}`),
    `/family/family-view?id=${family.id}`,
    `/family/family-public-view?id=${family.id}`,
    `/family/family-manage?id=${family.id}`,
    '/organizations/my-work',
    '/organizations/org-search',
    '/organizations/my-join-requests',
    `/organizations/org-public?id=${org.id}`,
    '/news/wall',
  ];

  const problems: string[] = [];
  for (const path of views) {
    await open(page, path);
    problems.push(...(await notRussian(page, path)));
  }

  // The organization profile tab by tab: about, members (roles), requests (types and statuses)...
  const orgPath = `/organizations/org-profile?id=${org.id}`;
  await open(page, orgPath);
  await expect(page.getByText('Стартап').first()).toBeVisible();
  await expect(page.getByText('Медиа и развлечения').first()).toBeVisible();
  problems.push(...(await notRussian(page, orgPath)));
  const tabs = page.getByRole('main').getByRole('tab');
  const tabCount = await tabs.count();
  expect(tabCount).toBeGreaterThan(2);
  for (let i = 0; i < tabCount; i += 1) {
    const tab = tabs.nth(i);
    const name = (await tab.innerText()).trim();
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await networkQuiet(page);
    await expect(page.locator('main [role="status"]:visible')).toHaveCount(0);
    problems.push(...(await notRussian(page, `${orgPath} tab «${name}»`)));
  }
  await page.getByRole('main').getByRole('tab', { name: 'Запросы' }).click();
  await expect(page.getByText('Смена роли').first()).toBeVisible();
  await expect(page.getByText('Старший сотрудник').first()).toBeVisible();

  expect(problems).toEqual([]);

  await test.step('English in settings: applied at once, without a reload, and stored', async () => {
    await open(page, '/family/settings');
    await page.evaluate(() => {
      (window as unknown as { krugSamePage: boolean }).krugSamePage = true;
    });
    if (shots) await page.screenshot({ path: `${shots}/settings-ru-1366.png`, fullPage: true });
    await page.getByLabel('English').check();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    if (shots) {
      await page.screenshot({ path: `${shots}/settings-en-1366.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${shots}/settings-en-390.png`, fullPage: true });
      await page.setViewportSize(DESKTOP);
    }
    await expect(page.getByRole('group', { name: 'Language' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => (window as unknown as { krugSamePage?: boolean }).krugSamePage)).toBe(
      true,
    );
    // The module tabs keep their colours in English too (issue 32 item 1); this visits each
    // module's wall, so it comes after the same-page check.
    await expectModuleTabColours(page, 'Modules');

    // Stored on the user: a fresh load (and any device) opens in English.
    await open(page, orgPath, { fresh: true });
    await expect(page.getByText('Startup').first()).toBeVisible();
    await expect(page.getByText('Media & Entertainment').first()).toBeVisible();
    await page.getByRole('main').getByRole('tab', { name: 'Requests' }).click();
    await expect(page.getByText('Role change').first()).toBeVisible();

    // And back to Russian.
    await open(page, '/family/settings');
    await page.getByLabel('Русский').check();
    await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });
});
