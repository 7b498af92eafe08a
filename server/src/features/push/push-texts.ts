import { genitiveFirstName, type NameGender } from '@krug/contract/russian-names';

/** Longest text a push shows of a message (the OS cuts it further). */
export const PUSH_BODY_MAX = 200;

/** What a push says, in the recipient's language (the ru texts as issue 35 words them). */
export const PUSH_TEXTS = {
  ru: {
    app: 'Круг',
    message: 'Новое сообщение',
    messageFrom: (name: string, gender: NameGender) =>
      `Новое сообщение от ${genitiveFirstName(name, gender)}`,
    notification: 'Новое уведомление',
    notificationFrom: (name: string, gender: NameGender) =>
      `Новое уведомление от ${genitiveFirstName(name, gender)}`,
  },
  en: {
    app: 'Krug',
    message: 'New message',
    messageFrom: (name: string) => `New message from ${name}`,
    notification: 'New notification',
    notificationFrom: (name: string) => `New notification from ${name}`,
  },
} as const;

export const clip = (text: string, max = PUSH_BODY_MAX) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
