import type { SanitizedConfig } from '../config/types.ts';
import type { AtriumRequest } from '../types.ts';
import { escapeForLog } from '../utilities/escapeForLog.ts';
import type { EmailMessage } from './types.ts';

/** A link into the admin: absolute when `serverURL` is set. */
export function adminLink(config: SanitizedConfig, path: string): string {
  return `${config.serverURL}${config.routes.admin}${path}`;
}

/**
 * Sends one message; a failing mail provider is logged, never answered to the client (the answer must not
 * tell whether an address has an account).
 */
export async function sendEmail(req: AtriumRequest, message: EmailMessage): Promise<void> {
  try {
    await req.config.email.send(message);
  } catch (error) {
    console.error(`[atrium] could not send email "${escapeForLog(message.subject)}" to ${escapeForLog(message.to)}:`, error);
  }
}
