/**
 * The mails Krug sends, in Russian and English (the recipient's language), each as plain text and
 * HTML from the same lines (CONTRACT §8 "Email"). A template is a function of its values; the HTML
 * escapes every value.
 */

export type MailLanguage = 'ru' | 'en';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** What a template says: a subject, paragraphs, and optionally one link with its caption. */
interface Lines {
  subject: string;
  paragraphs: string[];
  link?: { url: string; caption: string };
  /** A last, smaller line (why the mail came, what to do if it was not asked for). */
  footer?: string;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function render(lang: MailLanguage, lines: Lines): RenderedMail {
  const text = [
    ...lines.paragraphs,
    ...(lines.link ? [`${lines.link.caption}: ${lines.link.url}`] : []),
    ...(lines.footer ? ['—', lines.footer] : []),
  ].join('\n\n');
  const html = [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(lines.subject)}</title></head>`,
    '<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">',
    ...lines.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(lines.link
      ? [`<p><a href="${escapeHtml(lines.link.url)}">${escapeHtml(lines.link.caption)}</a></p>`]
      : []),
    ...(lines.footer ? [`<p style="font-size:small;color:#6b7280">${escapeHtml(lines.footer)}</p>`] : []),
    '</body></html>',
  ].join('\n');
  return { subject: lines.subject, text, html };
}

const TEMPLATES = {
  passwordReset: (v: { name: string; url: string }): Record<MailLanguage, Lines> => ({
    ru: {
      subject: 'Смена пароля в Круге',
      paragraphs: [
        `Здравствуйте, ${v.name}!`,
        'Кто-то (надеемся, вы) попросил сменить пароль вашей учётной записи в Круге. Ссылка действует один час и только один раз.',
      ],
      link: { url: v.url, caption: 'Задать новый пароль' },
      footer:
        'Если вы не просили сменить пароль, просто не обращайте внимания на это письмо: пароль останется прежним.',
    },
    en: {
      subject: 'Reset your Krug password',
      paragraphs: [
        `Hello, ${v.name}!`,
        'Someone (hopefully you) asked to reset the password of your Krug account. The link works once, for one hour.',
      ],
      link: { url: v.url, caption: 'Set a new password' },
      footer: 'If you did not ask for this, ignore this mail: your password stays as it is.',
    },
  }),
  organizationInvite: (v: {
    inviterName: string;
    organizationName: string;
    url: string;
  }): Record<MailLanguage, Lines> => ({
    ru: {
      subject: `Приглашение в организацию «${v.organizationName}» в Круге`,
      paragraphs: [
        `${v.inviterName} приглашает вас в организацию «${v.organizationName}» в Круге.`,
        'Зарегистрируйтесь с этим адресом — приглашение будет ждать вас в разделе «Приглашения».',
      ],
      link: { url: v.url, caption: 'Зарегистрироваться' },
    },
    en: {
      subject: `Invitation to the organization “${v.organizationName}” on Krug`,
      paragraphs: [
        `${v.inviterName} invites you to the organization “${v.organizationName}” on Krug.`,
        'Sign up with this address — the invitation will be waiting for you under “Invitations”.',
      ],
      link: { url: v.url, caption: 'Sign up' },
    },
  }),
} as const;

export type MailTemplate = keyof typeof TEMPLATES;
export type TemplateValues<T extends MailTemplate> = Parameters<(typeof TEMPLATES)[T]>[0];

/** One mail of `template` in `lang` (anything but English is Russian, the instance's language). */
export function renderMail<T extends MailTemplate>(
  template: T,
  lang: string | null | undefined,
  values: TemplateValues<T>,
): RenderedMail {
  const language: MailLanguage = lang === 'en' ? 'en' : 'ru';
  const make = TEMPLATES[template] as (v: TemplateValues<T>) => Record<MailLanguage, Lines>;
  return render(language, make(values)[language]);
}
