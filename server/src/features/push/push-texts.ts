import { genitiveFirstName, type NameGender } from '@krug/contract/russian-names';

/** Longest text a push shows of a message (the OS cuts it further). */
export const PUSH_BODY_MAX = 200;

type FileKind = 'photo' | 'video' | 'file';
/** What a message's files are as one word: all photos, all videos, or files of any kind. */
function kindOf(types: string[]): FileKind {
  if (types.length > 0 && types.every((m) => m.startsWith('image/'))) return 'photo';
  if (types.length > 0 && types.every((m) => m.startsWith('video/'))) return 'video';
  return 'file';
}

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
    /** A message of files only (issue 31): «📷 Фото», «📷 Фото: 3», «🎥 Видео», «📎 Файлы: 2». */
    files: (types: string[]) => {
      const n = types.length;
      const word = { photo: '📷 Фото', video: '🎥 Видео', file: n > 1 ? '📎 Файлы' : '📎 Файл' }[
        kindOf(types)
      ];
      return n > 1 ? `${word}: ${n}` : word;
    },
  },
  en: {
    app: 'Krug',
    message: 'New message',
    messageFrom: (name: string) => `New message from ${name}`,
    notification: 'New notification',
    notificationFrom: (name: string) => `New notification from ${name}`,
    files: (types: string[]) => {
      const n = types.length;
      const one = { photo: '📷 Photo', video: '🎥 Video', file: '📎 File' }[kindOf(types)];
      const many = { photo: '📷 Photos', video: '🎥 Videos', file: '📎 Files' }[kindOf(types)];
      return n > 1 ? `${many}: ${n}` : one;
    },
  },
} as const;

export const clip = (text: string, max = PUSH_BODY_MAX) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
