import type { Config } from '../config';
import type { Db } from '../db/client';
import { startOutboxDelivery, type MailTransport, type OutboxMail } from './mail';

/* Where mail goes without an SMTP server: the dev outbox page's switch, the demo's console printer, and the links a mail carries. */

/**
 * Whether the outbox page /dev/mail is served (and then to loopback clients only, see
 * dev-mail.routes.ts): it shows every tenant's mails, reset links included. On in development
 * and test; in production (`npm start`) only with DEV_MAIL=true. DEV_MAIL=false turns it off anywhere.
 */
export function devMailEnabled(config: Pick<Config, 'env' | 'devMail'>): boolean {
  return config.devMail ?? config.env !== 'production';
}

/**
 * Mail has nowhere to be read (no SMTP_URL, no outbox page): `npm start` with nothing set.
 * Then main.ts runs startConsoleMail so the person running the demo still gets the links.
 */
export function mailGoesToConsole(config: Pick<Config, 'env' | 'devMail' | 'smtpUrl'>): boolean {
  return !config.smtpUrl && !devMailEnabled(config);
}

/** Control characters (a newline in a subject) would forge console lines. */
const oneLine = (s: string) => s.replace(/\p{Cc}+/gu, ' ');

/**
 * A transport that prints a mail's recipient, subject and links, and nothing else of its body,
 * to the operator's console. It writes to stdout directly, not through the pino logger: the links
 * are live sign-in secrets, and a log is shipped and kept where a console is not. Used only when
 * mail has nowhere else to go (mailGoesToConsole); a real deployment sets SMTP_URL and prints none.
 */
export function consoleMailTransport(print: (text: string) => void = (text) => void process.stdout.write(text)): MailTransport {
  return {
    async sendMail(mail) {
      const links = mailLinks({ text: mail.text, html: mail.html ?? null });
      print(`Mail to ${oneLine(mail.to)}: ${oneLine(mail.subject)}\n${links.map((l) => `  ${oneLine(l)}\n`).join('')}`);
    },
  };
}

/**
 * Prints each queued mail once (deliverOutbox marks it sent) every `everyMs`, so a sign-up's
 * verification link shows within seconds rather than at the next 30-second sweep. Answers stop.
 */
export function startConsoleMail(db: Db, onError: (err: unknown) => void, print?: (text: string) => void, everyMs = 2000): () => Promise<void> {
  return startOutboxDelivery(db, consoleMailTransport(print), onError, everyMs);
}

/** The http(s) links of a mail, in order of appearance, without duplicates. */
export function mailLinks(mail: Pick<OutboxMail, 'text' | 'html'>): string[] {
  const found = `${mail.text ?? ''}\n${mail.html ?? ''}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  return [...new Set(found.map((l) => l.replace(/&amp;/g, '&').replace(/[.,;:)]+$/, '')))];
}
