import { escapeForLog } from '../utilities/escapeForLog.ts';
import type { EmailAdapter, EmailMessage } from './authOptions.ts';

/** The default adapter: each message goes to the server log, so a fresh install can still reset a password. */
export const logEmailAdapter: EmailAdapter = {
  send(message: EmailMessage) {
    console.info(`[atrium] email to ${escapeForLog(message.to)}: ${escapeForLog(message.subject)}\n${message.text}`);
  },
};
