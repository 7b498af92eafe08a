import { expect, test } from './fixtures.ts';
import { apiUser, call, signedIn } from './helpers.ts';

/** A local calendar date `n` days from today, `YYYY-MM-DD` (the browser runs in the same zone). */
/**
 * A day counted from today on the Moscow calendar (the server's days are Moscow days): between
 * 21:00 and 24:00 UTC the browser's date is still yesterday there, and «today» in the list is
 * Moscow's, so an event on the browser's date would already be in the past.
 */
const dayFrom = (n: number) =>
  new Date(Date.now() + 3 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

/** The VEVENTs of an iCalendar text, each as its lines (unfolded), for RRULE / EXDATE / RECURRENCE-ID. */
function vevents(text: string): string[][] {
  const lines: string[] = [];
  for (const line of text.replace(/\r\n$/, '').split('\r\n')) {
    if (line.startsWith(' ')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const events: string[][] = [];
  let current: string[] | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = [];
    else if (line === 'END:VEVENT') {
      if (current) events.push(current);
      current = null;
    } else current?.push(line);
  }
  return events;
}

/**
 * Issue 21: a weekly event made in the chat's form repeats in the calendar; one occurrence is
 * cancelled and another moved from its day card, and the group's .ics carries RRULE, EXDATE and
 * the moved occurrence (RECURRENCE-ID).
 */
test('calendar: a weekly event repeats, one occurrence is cancelled, another moved, and ICS says so', async ({
  browser,
  request,
}) => {
  const suffix = Date.now() % 100000;
  const anna = await apiUser(request, 'Анна', `Повторная${suffix}`);
  const group = await call<{ group: { id: string } }>(request, anna, 'POST', '/api/chat-groups', {
    name: `Йога ${suffix}`,
  });
  const groupId = group.group.id;
  const title = `Йога ${suffix}`;
  const { ctx, page } = await signedIn(browser, anna);

  // The chat's event form: «Повторять» → «Каждую неделю».
  await page.goto(`/family/chat?group=${groupId}`);
  await page.getByRole('tab', { name: 'Создать событие' }).click();
  await page.getByLabel('Название', { exact: true }).fill(title);
  await page.getByLabel('Дата', { exact: true }).fill(dayFrom(0));
  await page.getByLabel('Время', { exact: true }).fill('19:00');
  await page.getByLabel('Повторять', { exact: true }).selectOption({ label: 'Каждую неделю' });
  await expect(page.getByLabel('До', { exact: true })).toBeVisible();
  await page.getByRole('tabpanel').getByRole('button', { name: 'Создать событие' }).click();
  await page.getByRole('tab', { name: 'Все события' }).click();
  const card = page.getByRole('listitem', { name: title });
  await expect(card.getByText('Повторяется каждую неделю')).toBeVisible();

  // Next week in the week view.
  const item = `19:00, ${title} (Событие, Повторяется каждую неделю)`;
  await page.goto('/family/calendar?view=week');
  await expect(page.getByRole('button', { name: item })).toHaveCount(1);
  await page.getByRole('button', { name: 'Следующая неделя' }).click();
  await expect(page.getByRole('button', { name: item })).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('recurring-week-1366.png'), fullPage: true });

  // «Отменить это событие» on next week's.
  await page.getByRole('button', { name: item }).click();
  const dayCard = page.getByRole('complementary').getByRole('listitem', { name: title });
  await expect(dayCard.getByText('Повторяется каждую неделю')).toBeVisible();
  await expect(dayCard.getByRole('button', { name: 'Напомнить' })).toBeVisible();
  await dayCard.getByRole('button', { name: 'Действия с событием' }).click();
  await page.getByRole('menuitem', { name: 'Отменить это событие' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Отменить событие' }).click();
  await expect(page.getByRole('button', { name: item })).toHaveCount(0);

  // The list: today, then (next week cancelled) in two, three and four weeks.
  await page.goto('/family/calendar?view=agenda');
  await expect(page.getByRole('button', { name: item })).toHaveCount(4);
  // «Перенести это событие»: the one in two weeks goes to the day after, at 20:30.
  await page.getByRole('button', { name: item }).nth(1).click();
  await page
    .getByRole('complementary')
    .getByRole('listitem', { name: title })
    .getByRole('button', { name: 'Действия с событием' })
    .click();
  await page.getByRole('menuitem', { name: 'Перенести это событие' }).click();
  const move = page.getByRole('dialog', { name: 'Перенести это событие' });
  await move.getByLabel('Новая дата').fill(dayFrom(15));
  await move.getByLabel('Новое время').fill('20:30');
  await move.getByRole('button', { name: 'Перенести' }).click();
  await expect(move).toBeHidden();
  const moved = page.getByRole('button', {
    name: `20:30, ${title} (Событие, Повторяется каждую неделю, перенесено)`,
  });
  await expect(moved).toBeVisible();
  await expect(page.getByRole('button', { name: item })).toHaveCount(3);
  await moved.click();
  await expect(page.getByRole('complementary').getByText('Перенесено')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('recurring-agenda-1366.png'), fullPage: true });

  // The group's .ics: one series with RRULE and EXDATE, and the moved occurrence.
  const ics = await request.get(`/api/chat-groups/${groupId}/events.ics`, {
    headers: { authorization: `Bearer ${anna.token}` },
  });
  expect(ics.status()).toBe(200);
  const events = vevents(await ics.text());
  expect(events).toHaveLength(2);
  const [series, override] = events as [string[], string[]];
  expect(series).toContain('RRULE:FREQ=WEEKLY;INTERVAL=1');
  expect(series.filter((l) => l.startsWith('EXDATE:'))).toHaveLength(1);
  expect(override.some((l) => l.startsWith('RECURRENCE-ID:'))).toBe(true);
  expect(override.find((l) => l.startsWith('UID:'))).toBe(series.find((l) => l.startsWith('UID:')));
  await ctx.close();

  // The week and the list on a phone.
  const phone = await signedIn(browser, anna, { width: 390, height: 844 });
  await phone.page.goto('/family/calendar?view=week');
  await expect(phone.page.getByRole('button', { name: item })).toHaveCount(1);
  await phone.page.screenshot({ path: test.info().outputPath('recurring-week-390.png'), fullPage: true });
  await phone.page.goto('/family/calendar?view=agenda');
  await expect(phone.page.getByRole('button', { name: item })).toHaveCount(3);
  await phone.page.getByRole('button', { name: item }).first().click();
  await phone.page.screenshot({ path: test.info().outputPath('recurring-agenda-390.png'), fullPage: true });
  await phone.ctx.close();
});
