import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/storage-usage.ts';
import type { Jobs } from '../jobs.ts';
import { outboxRepo } from './outbox.repo.ts';
import { type MailTemplate, type RenderedMail, renderMail, type TemplateValues } from './templates.ts';

/** One mail to one address, rendered (templates.ts). */
export interface OutgoingMail extends RenderedMail {
  to: string;
}

/** The job that sends a queued mail (retried with backoff when the SMTP server fails). */
export const MAIL_JOB = 'mail.send';

export interface MailSettings {
  /** SMTP_URL (`smtp://user:pass@host:587`, `smtps://…`); unset: mails go to the log and the outbox. */
  smtpUrl: string | undefined;
  /** MAIL_FROM, the sender address (`Круг <krug@example.org>`). */
  from: string;
}

/**
 * The one mail module (issue 33 §3). A feature either queues a rendered mail (`enqueue`, a job of
 * the one queue: never sent inside a request, retried when the server fails) or, from inside a job
 * of its own, sends one at once (`sendFromJob`): a job that makes a secret for the mail (a reset
 * link) keeps it out of the jobs table that way. Without SMTP_URL a mail is written to the log and
 * to the admin outbox (CONTRACT §8).
 */
export function createMail(deps: {
  db: Db;
  jobs: Jobs;
  settings: MailSettings;
  log: { info(obj: object, msg: string): void };
}) {
  const { db, jobs, settings, log } = deps;
  const transport: Transporter | null = settings.smtpUrl
    ? nodemailer.createTransport(settings.smtpUrl)
    : null;

  async function sendNow(mail: OutgoingMail): Promise<void> {
    if (transport) {
      await transport.sendMail({
        from: settings.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      return;
    }
    log.info(
      { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
      'mail (no SMTP_URL: kept in the outbox)',
    );
    await outboxRepo.add(db, { recipient: mail.to, subject: mail.subject, body: mail.text });
  }

  jobs.register<OutgoingMail>(MAIL_JOB, (mail) => sendNow(mail), { maxAttempts: 6 });

  return {
    /** Renders a template in the recipient's language. */
    render: <T extends MailTemplate>(
      template: T,
      lang: string | null | undefined,
      values: TemplateValues<T>,
    ) => renderMail(template, lang, values),
    /** Queues a mail; with `tx` it exists exactly when the caller's writes commit. */
    async enqueue(mail: OutgoingMail, options: { tx?: Tx; ownerId?: string | null } = {}): Promise<void> {
      await jobs.enqueue(MAIL_JOB, { ...mail }, options);
    },
    /** Sends now; call only from a job handler (its retries cover a failure). */
    sendFromJob: sendNow,
    /** The admin outbox: the last mails written without SMTP, newest first. */
    async outbox() {
      const rows = await outboxRepo.list(db);
      return rows.map((r) => ({
        id: r.id,
        at: r.createdAt.toISOString(),
        to: r.recipient,
        subject: r.subject,
        text: r.body,
      }));
    },
    close: () => transport?.close(),
  };
}
export type Mail = ReturnType<typeof createMail>;
