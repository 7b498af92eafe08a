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
  verifyEmail: (v: { name: string; url: string }): Record<MailLanguage, Lines> => ({
    ru: {
      subject: 'Подтвердите адрес в Круге',
      paragraphs: [
        `Здравствуйте, ${v.name}!`,
        'Подтвердите, что это ваш адрес электронной почты: перейдите по ссылке. Она действует двое суток и только один раз.',
      ],
      link: { url: v.url, caption: 'Подтвердить адрес' },
      footer: 'Если вы не регистрировались в Круге, просто не обращайте внимания на это письмо.',
    },
    en: {
      subject: 'Confirm your address on Krug',
      paragraphs: [
        `Hello, ${v.name}!`,
        'Confirm that this email address is yours by following the link. It works once, for two days.',
      ],
      link: { url: v.url, caption: 'Confirm the address' },
      footer: 'If you did not sign up for Krug, ignore this mail.',
    },
  }),
  emailChangeConfirm: (v: { name: string; url: string }): Record<MailLanguage, Lines> => ({
    ru: {
      subject: 'Подтвердите новый адрес в Круге',
      paragraphs: [
        `Здравствуйте, ${v.name}!`,
        'Вы попросили сменить адрес электронной почты вашей учётной записи в Круге на этот. Адрес сменится, когда вы перейдёте по ссылке. Она действует сутки и только один раз.',
      ],
      link: { url: v.url, caption: 'Подтвердить новый адрес' },
      footer: 'Если вы не просили сменить адрес, просто не обращайте внимания на это письмо.',
    },
    en: {
      subject: 'Confirm your new address on Krug',
      paragraphs: [
        `Hello, ${v.name}!`,
        'You asked to move your Krug account to this email address. The address changes once you follow the link. It works once, for one day.',
      ],
      link: { url: v.url, caption: 'Confirm the new address' },
      footer: 'If you did not ask for this, ignore this mail.',
    },
  }),
  emailChangeNotice: (v: { name: string; newEmail: string }): Record<MailLanguage, Lines> => ({
    ru: {
      subject: 'Запрошена смена адреса в Круге',
      paragraphs: [
        `Здравствуйте, ${v.name}!`,
        `Для вашей учётной записи в Круге запрошена смена адреса электронной почты на ${v.newEmail}. Адрес сменится, только когда по ссылке из письма на новый адрес перейдут.`,
      ],
      footer: 'Если это были не вы, смените пароль и завершите чужие сеансы в настройках («Безопасность»).',
    },
    en: {
      subject: 'Address change requested on Krug',
      paragraphs: [
        `Hello, ${v.name}!`,
        `Someone asked to move your Krug account to the email address ${v.newEmail}. It changes only once the link mailed to the new address is followed.`,
      ],
      footer:
        'If this was not you, change your password and sign out other sessions in settings (“Security”).',
    },
  }),
  digest: (v: {
    name: string;
    frequency: 'daily' | 'weekly';
    count: number;
    lines: string[];
    url: string;
  }): Record<MailLanguage, Lines> => ({
    ru: {
      subject: `Непрочитанные уведомления в Круге: ${v.count}`,
      paragraphs: [
        `Здравствуйте, ${v.name}!`,
        v.frequency === 'daily'
          ? `За последние сутки у вас непрочитанных уведомлений: ${v.count}.`
          : `За последнюю неделю у вас непрочитанных уведомлений: ${v.count}.`,
        ...v.lines.map((l) => `• ${l}`),
      ],
      link: { url: v.url, caption: 'Открыть уведомления' },
      footer: 'Эту сводку можно отключить в настройках, раздел «Уведомления».',
    },
    en: {
      subject: `Unread notifications on Krug: ${v.count}`,
      paragraphs: [
        `Hello, ${v.name}!`,
        v.frequency === 'daily'
          ? `In the last day you got ${v.count} unread notifications.`
          : `In the last week you got ${v.count} unread notifications.`,
        ...v.lines.map((l) => `• ${l}`),
      ],
      link: { url: v.url, caption: 'Open notifications' },
      footer: 'You can turn this digest off in settings, under “Notifications”.',
    },
  }),
  instanceInvite: (v: {
    inviterName: string;
    instanceName: string;
    url: string;
    days: number;
  }): Record<MailLanguage, Lines> => ({
    ru: {
      subject: `Приглашение в «${v.instanceName}»`,
      paragraphs: [
        `${v.inviterName} приглашает вас зарегистрироваться в «${v.instanceName}» — сети Круг.`,
        `Ссылка действует ${v.days} дн.`,
      ],
      link: { url: v.url, caption: 'Зарегистрироваться' },
      footer: 'Если вы не ждали этого письма, просто не обращайте на него внимания.',
    },
    en: {
      subject: `Invitation to “${v.instanceName}”`,
      paragraphs: [
        `${v.inviterName} invites you to sign up for “${v.instanceName}”, a Krug network.`,
        `The link works for ${v.days} days.`,
      ],
      link: { url: v.url, caption: 'Sign up' },
      footer: 'If you did not expect this mail, ignore it.',
    },
  }),
  /**
   * An invitation to a family or household waiting for an address without an account (issue 33
   * §3): they sign up with this address, then accept or decline it in «Приглашения».
   */
  memberInvite: (v: {
    inviterName: string;
    kind: 'family' | 'household';
    targetName: string;
    url: string;
  }): Record<MailLanguage, Lines> => {
    const ru = { family: 'в семью', household: 'в домохозяйство' }[v.kind];
    const en = { family: 'to the family', household: 'to the household' }[v.kind];
    return {
      ru: {
        subject: `Приглашение ${ru} «${v.targetName}» в Круге`,
        paragraphs: [
          `${v.inviterName} приглашает вас ${ru} «${v.targetName}» в Круге.`,
          'Зарегистрируйтесь с этим адресом — приглашение будет ждать вас в разделе «Приглашения»: его можно принять или отклонить.',
        ],
        link: { url: v.url, caption: 'Зарегистрироваться' },
        footer: 'Если вы не ждали этого письма, просто не обращайте на него внимания.',
      },
      en: {
        subject: `Invitation ${en} “${v.targetName}” on Krug`,
        paragraphs: [
          `${v.inviterName} invites you ${en} “${v.targetName}” on Krug.`,
          'Sign up with this address — the invitation will be waiting for you under “Invitations”, to accept or decline.',
        ],
        link: { url: v.url, caption: 'Sign up' },
        footer: 'If you did not expect this mail, ignore it.',
      },
    };
  },
  /** An invitation waiting for a person who already has an account (they sign in to answer it). */
  invitationWaiting: (v: {
    inviterName: string;
    kind: 'organization' | 'family' | 'household';
    targetName: string;
    url: string;
  }): Record<MailLanguage, Lines> => {
    const ru = { organization: 'в организацию', family: 'в семью', household: 'в домохозяйство' }[v.kind];
    const en = {
      organization: 'to the organization',
      family: 'to the family',
      household: 'to the household',
    }[v.kind];
    return {
      ru: {
        subject: `Приглашение ${ru} «${v.targetName}» в Круге`,
        paragraphs: [
          `${v.inviterName} приглашает вас ${ru} «${v.targetName}» в Круге.`,
          'Войдите — приглашение ждёт вас в разделе «Приглашения»: его можно принять или отклонить.',
        ],
        link: { url: v.url, caption: 'Открыть приглашения' },
      },
      en: {
        subject: `Invitation ${en} “${v.targetName}” on Krug`,
        paragraphs: [
          `${v.inviterName} invites you ${en} “${v.targetName}” on Krug.`,
          'Sign in — the invitation waits for you under “Invitations”, to accept or decline.',
        ],
        link: { url: v.url, caption: 'Open invitations' },
      },
    };
  },
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
