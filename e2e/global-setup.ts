import { rm } from 'node:fs/promises';
import { startSmtpCatcher } from './smtp-catcher';
import { E2E } from './settings';

export default async function globalSetup() {
  await rm(E2E.mailDir, { recursive: true, force: true });
  return startSmtpCatcher(E2E.smtpPort, E2E.mailDir);
}
