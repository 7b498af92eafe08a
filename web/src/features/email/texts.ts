import { EMAIL_TEXTS } from '@krug/contract/email-texts';
import { addTexts } from '../../i18n/index.ts';

/** Email verification, email change and the digest (CONTRACT §8): the `email` namespace. */
export const emailRu = {
  bannerText: 'Подтвердите адрес {{email}}: мы отправили на него письмо со ссылкой.',
  bannerRequired:
    'Подтвердите адрес {{email}}: пока он не подтверждён, нельзя публиковать, комментировать, писать сообщения и приглашать.',
  resend: 'Отправить письмо ещё раз',
  resending: 'Отправляем…',
  resent: EMAIL_TEXTS.verificationSent,
  resendFailed: 'Не удалось отправить письмо',
  verifyTitle: 'Подтверждение адреса',
  verifying: 'Проверяем ссылку…',
  verified: EMAIL_TEXTS.verified,
  changeTitle: 'Смена адреса',
  changing: 'Проверяем ссылку…',
  changed: EMAIL_TEXTS.changed,
  noToken: 'В ссылке нет кода. Откройте ссылку из письма целиком или запросите новую.',
  failed: 'Ссылка не сработала',
  retry: 'Попробовать ещё раз',
  toApp: 'Перейти в Круг',
  toLogin: 'Войти',
  pending: 'Ждёт подтверждения: {{email}}. Перейдите по ссылке из письма на этот адрес.',
  digestTitle: 'Сводка непрочитанного на почту',
  digestHint: 'Письмо со списком непрочитанных уведомлений, если они есть.',
  digestOff: 'Не присылать',
  digestDaily: 'Раз в день',
  digestWeekly: 'Раз в неделю',
  digestLoading: 'Загружаем…',
  digestFailed: 'Не удалось загрузить настройку',
  digestSaved: 'Настройка сохранена',
  digestSaveFailed: 'Не удалось сохранить настройку',
};

export const emailEn: Record<keyof typeof emailRu, string> = {
  bannerText: 'Confirm {{email}}: we have sent it a mail with a link.',
  bannerRequired:
    'Confirm {{email}}: until it is confirmed you cannot post, comment, send messages or invite.',
  resend: 'Send the mail again',
  resending: 'Sending…',
  resent: 'We have sent a mail with a link to confirm the address.',
  resendFailed: 'Could not send the mail',
  verifyTitle: 'Confirming the address',
  verifying: 'Checking the link…',
  verified: 'The address is confirmed.',
  changeTitle: 'Changing the address',
  changing: 'Checking the link…',
  changed: 'Your email address is changed.',
  noToken: 'The link has no code. Open the whole link from the mail or ask for a new one.',
  failed: 'The link did not work',
  retry: 'Try again',
  toApp: 'Go to Krug',
  toLogin: 'Sign in',
  pending: 'Waiting for confirmation: {{email}}. Follow the link in the mail sent there.',
  digestTitle: 'Digest of unread notifications by mail',
  digestHint: 'A mail listing your unread notifications, when there are any.',
  digestOff: 'Never',
  digestDaily: 'Daily',
  digestWeekly: 'Weekly',
  digestLoading: 'Loading…',
  digestFailed: 'Could not load the setting',
  digestSaved: 'Setting saved',
  digestSaveFailed: 'Could not save the setting',
};

export function registerEmailTexts() {
  addTexts('email', emailRu, emailEn);
}
registerEmailTexts();
