import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in the test process (issue 33 §3): every mail that arrives is parsed and kept;
 * `next(to)` waits for the next mail to an address.
 */
export interface TestSmtp {
  url: string;
  mails: ParsedMail[];
  /** Waits for a mail to `to` that was not taken yet (with a subject matching `subject`, if given), and takes it. */
  next(to: string, subject?: RegExp): Promise<ParsedMail>;
  close(): Promise<void>;
}

const recipients = (m: ParsedMail) =>
  (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) =>
    a.value.map((v) => v.address?.toLowerCase()),
  );

export async function startTestSmtp(): Promise<TestSmtp> {
  const mails: ParsedMail[] = [];
  const taken = new Set<ParsedMail>();
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          for (const w of waiters.splice(0)) w();
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async next(to: string, subject?: RegExp) {
      for (;;) {
        const found = mails.find(
          (m) =>
            !taken.has(m) &&
            recipients(m).includes(to.toLowerCase()) &&
            (!subject || subject.test(m.subject ?? '')),
        );
        if (found) {
          taken.add(found);
          return found;
        }
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
