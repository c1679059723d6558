import nodemailer from 'nodemailer';
import type { Db } from '../db/client';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Real e-mail through any SMTP server (`smtp://user:pass@host:587`, `smtps://...`). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** Local development: prints each message, links included, to the console. */
export function createConsoleMailer(print: (text: string) => void = console.log): Mailer {
  return {
    async send(message) {
      const rule = '-'.repeat(72);
      print(
        `\n${rule}\n[e-mail] Para: ${message.to}\nAssunto: ${message.subject}\n\n${message.text}\n${rule}\n`,
      );
    },
  };
}

/** What a job that e-mails reminders needs: the trial's (billing) and the sanitary calendar's. */
export interface ReminderJobDeps {
  db: Db;
  mailer: Mailer;
  now: Date;
  /** The app's address, for the e-mail's link (to the plans, to the calendar). */
  origin: string;
}
