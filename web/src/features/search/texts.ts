import i18next from 'i18next';

/**
 * The search page's texts (issue 21): a namespace of their own (`search`), registered when the
 * lazy search page loads, so none of it weighs on the shell and the feed.
 */
export const searchRu = {
  title: 'Поиск',
  label: 'Что найти',
  placeholder: 'Слова из записей, имя, семья или организация',
  submit: 'Найти',
  hint: 'Ищем среди записей, людей, семей и организаций, которые вам можно видеть. «дача» найдёт и «на дачу».',
  loading: 'Ищем…',
  failed: 'Не удалось выполнить поиск',
  nothing: 'По запросу «{{q}}» ничего не найдено',
  nothingText: 'Попробуйте другие слова или проверьте написание.',
  groups: {
    posts: 'Записи',
    people: 'Люди',
    families: 'Семьи',
    organizations: 'Организации',
  },
  members_one: '{{count}} участник',
  members_few: '{{count}} участника',
  members_many: '{{count}} участников',
  members_other: '{{count}} участника',
  morePosts: 'Показать ещё записи',
  openPost: 'Открыть запись',
};

export const searchEn: typeof searchRu = {
  title: 'Search',
  label: 'What to find',
  placeholder: 'Words from posts, a name, a family or an organization',
  submit: 'Search',
  hint: 'We search the posts, people, families and organizations you may see. “дача” also finds “на дачу”.',
  loading: 'Searching…',
  failed: 'Search failed',
  nothing: 'Nothing found for “{{q}}”',
  nothingText: 'Try other words or check the spelling.',
  groups: {
    posts: 'Posts',
    people: 'People',
    families: 'Families',
    organizations: 'Organizations',
  },
  members_one: '{{count}} member',
  members_few: '{{count}} members',
  members_many: '{{count}} members',
  members_other: '{{count}} members',
  morePosts: 'Show more posts',
  openPost: 'Open the post',
};

/** Adds the `search` namespace to i18next (idempotent); called when the search page loads. */
export function registerSearchTexts() {
  if (i18next.hasResourceBundle('ru', 'search')) return;
  i18next.addResourceBundle('ru', 'search', searchRu, true, true);
  i18next.addResourceBundle('en', 'search', searchEn, true, true);
}
registerSearchTexts();
