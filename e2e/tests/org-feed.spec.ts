import { INSTANCE_OWNER } from '../instance-owner.ts';
import { expect, test } from './fixtures.ts';
import {
  acceptInvitationsOf,
  apiUser,
  call,
  newPerson,
  PNG_40x30,
  signedIn,
  signUpToShell,
} from './helpers.ts';

test('organization feed: follow from the public page, post as a member, a department and an URGENT announcement with its badge, reacted to, pinned and removed', async ({
  browser,
}) => {
  const name = `Лента ${Date.now() % 100000}`;
  const ctx = await browser.newContext();
  const a = await ctx.newPage();
  await signUpToShell(a, newPerson('Ольга', 'Админова'));
  // Create through the API with the page's token: the wizard has its own journey.
  const token = await a.evaluate(() => localStorage.getItem('krug.token'));
  const created = await a.request.post('/api/work/organizations', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, description: 'Про ленту', industry: 'Technology', creator_job_title: 'Директор' },
  });
  const orgId = (await created.json()).id as string;

  // Follow from the public page: the count changes.
  await a.goto(`/organizations/org-public?id=${orgId}`);
  const followers = a.getByRole('definition').nth(1);
  await expect(followers).toHaveText('0');
  await a.getByRole('button', { name: 'Подписаться' }).click();
  await expect(followers).toHaveText('1');
  await expect(a.getByRole('button', { name: 'Отписаться' })).toBeVisible();

  // Post in the feed as a member.
  await a.goto(`/organizations/org-profile?id=${orgId}`);
  await a.getByRole('tab', { name: 'Публикации' }).click();
  await expect(a.getByText('Публикаций пока нет — напишите первую.')).toBeVisible();
  await a.getByLabel('Публикация организации').fill('Первый пост компании');
  await expect(a.getByText('20/5000')).toBeVisible();
  await a.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(a.getByText('Первый пост компании')).toBeVisible();

  // A department and an URGENT announcement; the widget shows the URGENT badge.
  await a.getByRole('button', { name: 'Управлять отделами' }).click();
  const dialog = a.getByRole('dialog', { name: 'Управлять отделами' });
  await dialog.getByLabel('Название отдела').fill('Разработка');
  await dialog.getByRole('button', { name: 'Создать отдел' }).click();
  await expect(a.getByText('Отдел создан!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(a.getByRole('button', { name: /Разработка/ })).toBeVisible();

  await a.getByRole('button', { name: 'Добавить объявление' }).click();
  await a.getByLabel('Заголовок').fill('Собрание в 10:00');
  await a.getByLabel('Текст').fill('Всем быть');
  await a.getByLabel('Приоритет').selectOption('URGENT');
  await a.getByRole('button', { name: 'Опубликовать объявление' }).click();
  await expect(a.getByText('Собрание в 10:00')).toBeVisible();
  await expect(a.getByLabel('Срочных: 1')).toBeVisible();

  // The admin reacts and pins it; removing it asks first.
  const item = a.getByRole('listitem', { name: 'Собрание в 10:00' });
  await item.getByRole('button', { name: 'Нравится' }).click();
  await expect(item.getByRole('button', { name: 'Нравится' })).toHaveAttribute('aria-pressed', 'true');
  await expect(item.getByRole('button', { name: 'Нравится' })).toContainText('1');
  await item.getByRole('button', { name: 'Закрепить' }).click();
  await expect(item.getByLabel('Закреплено')).toBeVisible();
  await item.getByRole('button', { name: 'Удалить объявление' }).click();
  await a
    .getByRole('alertdialog', { name: 'Удалить это объявление?' })
    .getByRole('button', { name: 'Удалить' })
    .click();
  await expect(a.getByText('Объявлений нет')).toBeVisible();
  await ctx.close();
});

test('organization posts: a photo from the composer, seen by a colleague who comments, likes and edits; the author sees the count and the thread and reports a comment; a stranger cannot read the feed', async ({
  browser,
  request,
}) => {
  const [olga, boris, gleb] = await Promise.all([
    apiUser(request, 'Ольга', 'Фотова'),
    apiUser(request, 'Борис', 'Коллегин'),
    apiUser(request, 'Глеб', 'Чужой'),
  ]);
  const org = await call<{ id: string; name: string }>(request, olga, 'POST', '/api/work/organizations', {
    name: `Фотоотчёт ${Date.now() % 100000}`,
    description: 'Публикации с фото',
    industry: 'Technology',
    creator_job_title: 'Директор',
  });
  await call(request, olga, 'POST', `/api/work/organizations/${org.id}/members`, {
    user_email: boris.email,
    job_title: 'Инженер',
  });
  await acceptInvitationsOf(request, boris, org.id);

  // Olga posts with a photo picked in the feed's composer.
  const owner = await signedIn(browser, olga);
  const a = owner.page;
  await a.goto(`/organizations/org-profile?id=${org.id}`);
  await a.getByRole('tab', { name: 'Публикации' }).click();
  await a.getByLabel('Публикация организации').fill('Субботник удался');
  await a
    .locator('#org-post-files')
    .setInputFiles({ name: 'subbotnik.png', mimeType: 'image/png', buffer: PNG_40x30 });
  await expect(a.getByRole('list', { name: 'Прикреплённые файлы' }).getByRole('img')).toHaveCount(1);
  await a.getByRole('button', { name: 'Опубликовать' }).click();
  const mine = a.getByRole('listitem').filter({ hasText: 'Субботник удался' });
  await expect(mine.getByRole('button', { name: 'subbotnik.png' })).toBeVisible();

  // Olga opens the thread herself with a first comment (through the API: the composer is above).
  const posts = await call<{ posts: { id: string; content: string }[] }>(
    request,
    olga,
    'GET',
    `/api/work/organizations/${org.id}/posts`,
  );
  const postId = posts.posts.find((p) => p.content === 'Субботник удался')?.id;
  await call(request, olga, 'POST', `/api/work/posts/${postId}/comments`, { content: 'Спасибо всем!' });

  // Boris, on a phone, sees the photo itself (its file loads for a member), likes Olga's comment,
  // comments and corrects his comment.
  const colleague = await signedIn(browser, boris, { width: 390, height: 844 });
  const b = colleague.page;
  await b.goto(`/organizations/org-profile?id=${org.id}`);
  await b.getByRole('tab', { name: 'Публикации' }).click();
  const post = b.getByRole('listitem').filter({ hasText: 'Субботник удался' });
  const image = post.getByRole('button', { name: 'subbotnik.png' }).locator('img');
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await post.getByRole('button', { name: '1 комментарий' }).click();
  const thread = post.getByRole('region', { name: 'Комментарии' });
  const thanks = thread.getByRole('listitem').filter({ hasText: 'Спасибо всем!' });
  const heart = thanks.getByRole('button', { name: 'Нравится' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toHaveText(/^1\s*Нравится$/);
  await thread.getByLabel('Ваш комментарий').fill('Отличные фото!');
  await thread.getByRole('button', { name: 'Отправить' }).click();
  const his = thread.getByRole('listitem').filter({ hasText: 'Отличные фото' });
  await expect(his).toBeVisible();
  await expect(post.getByRole('button', { name: '2 комментария' })).toBeVisible();
  // Only his own comment offers «Изменить»; Olga's offers «Пожаловаться» instead.
  await expect(thanks.getByRole('button', { name: 'Изменить' })).toHaveCount(0);
  await expect(his.getByRole('button', { name: 'Пожаловаться' })).toHaveCount(0);
  await his.getByRole('button', { name: 'Изменить' }).click();
  // The edit box stands in for the text (one box at a time in a thread).
  await thread.getByLabel('Текст комментария').fill('Отличные фото, особенно грабли!');
  await thread.getByRole('button', { name: 'Сохранить' }).click();
  await expect(his.getByText('Отличные фото, особенно грабли!')).toBeVisible();
  await expect(his.getByText('(изменён)')).toBeVisible();
  await thread.scrollIntoViewIfNeeded();
  await b.screenshot({ path: test.info().outputPath('org-comments-390.png') });

  // Olga sees the count, the like and the edit; she reports Boris's comment, which reaches the
  // instance's report queue as a comment report naming the organization.
  await a.reload();
  await a.getByRole('tab', { name: 'Публикации' }).click();
  await mine.getByRole('button', { name: '2 комментария' }).click();
  const hers = mine.getByRole('region', { name: 'Комментарии' });
  const borisComment = hers.getByRole('listitem').filter({ hasText: 'Отличные фото, особенно грабли!' });
  await expect(borisComment.getByText('(изменён)')).toBeVisible();
  await expect(
    hers.getByRole('listitem').filter({ hasText: 'Спасибо всем!' }).getByRole('button', { name: 'Нравится' }),
  ).toHaveText(/^1\s*Нравится$/);
  await borisComment.scrollIntoViewIfNeeded();
  await a.screenshot({ path: test.info().outputPath('org-comments-1366.png') });
  await borisComment.getByRole('button', { name: 'Пожаловаться' }).click();
  const dialog = a.getByRole('dialog');
  await dialog.getByLabel('Спам').check();
  await dialog.getByRole('button', { name: 'Отправить жалобу' }).click();
  await expect(dialog).toBeHidden();
  const login = await request.post('/api/auth/login', {
    data: { email: INSTANCE_OWNER.email, password: INSTANCE_OWNER.password },
  });
  const operator = { token: ((await login.json()) as { access_token: string }).access_token };
  const queue = await call<{ target_type: string; target: { text: string; context: string | null } }[]>(
    request,
    operator,
    'GET',
    '/api/admin/reports?status=open&limit=100',
  );
  expect(queue).toContainEqual(
    expect.objectContaining({
      target_type: 'comment',
      target: expect.objectContaining({ text: 'Отличные фото, особенно грабли!', context: org.name }),
    }),
  );

  // As the organization's admin she may also delete it.
  await borisComment.getByRole('button', { name: 'Удалить' }).click();
  await a.getByRole('alertdialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(borisComment).toHaveCount(0);
  await expect(mine.getByRole('button', { name: '1 комментарий' })).toBeVisible();

  // Gleb, outside the organization, cannot read its feed.
  const feed = await request.get(`/api/work/organizations/${org.id}/posts`, {
    headers: { authorization: `Bearer ${gleb.token}` },
  });
  expect(feed.status()).toBe(403);
  await owner.ctx.close();
  await colleague.ctx.close();
});
