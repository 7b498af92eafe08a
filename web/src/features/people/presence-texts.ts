import { addTexts, type Texts } from '../../i18n/index.ts';

/**
 * Presence texts (issue 20): the «Друзья онлайн» widget and «в сети» on a person's page. A
 * namespace of their own (`presence`), registered when the widget's lazy chunk or the people
 * chunk loads, so none of it weighs on the shell and the feed.
 */
export const presenceRu = {
  title: 'Друзья онлайн',
  loading: 'Загружаем, кто в сети…',
  empty: 'Сейчас никого нет в сети',
  emptyText: 'Друзья появятся здесь, как только зайдут в Круг.',
  failed: 'Не удалось узнать, кто в сети',
  online: 'в сети',
  lastSeen: 'был(а) в сети',
  onlineLabel: '{{name}} в сети',
  all: 'Все друзья',
};

export const presenceEn: Texts<typeof presenceRu> = {
  title: 'Friends online',
  loading: 'Loading who is online…',
  empty: 'Nobody is online right now',
  emptyText: 'Friends appear here as soon as they open Krug.',
  failed: 'Could not load who is online',
  online: 'online',
  lastSeen: 'last seen',
  onlineLabel: '{{name}} is online',
  all: 'All friends',
};

/** Adds the `presence` namespace to i18next (idempotent); called when a module using it loads. */
export function registerPresenceTexts() {
  addTexts('presence', presenceRu, presenceEn);
}
registerPresenceTexts();
