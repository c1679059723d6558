import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A local SMTP server that accepts every message and writes it as JSON into `dir`, one file per
 * recipient, so tests in other processes can read what the app sent.
 */
export async function startSmtpCatcher(port: number, dir: string): Promise<() => Promise<void>> {
  await mkdir(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          for (const to of recipients) {
            const file = path.join(dir, `${to}--${String(++count).padStart(5, '0')}.json`);
            const body = {
              to,
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: mail.html || '',
            };
            await writeFile(file, JSON.stringify(body));
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
