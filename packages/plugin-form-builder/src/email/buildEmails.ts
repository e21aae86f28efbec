import { toHTML, toPlainText } from '@atrium/richtext';
import type { FormattedEmail, FormEmail, SubmissionValue } from '../types.ts';
import { fillAddress, fillPlaceholders } from './fillPlaceholders.ts';

/**
 * The form's emails for one submission, placeholders filled: addresses and subject as text (line breaks
 * removed), the rich-text message as HTML with escaped values and as plain text. An email with no recipient
 * (and no `defaultToEmail`) is left out.
 */
export function buildEmails(args: {
  emails: FormEmail[] | null | undefined;
  values: SubmissionValue[];
  defaultToEmail?: string;
}): FormattedEmail[] {
  const { values } = args;
  const built: FormattedEmail[] = [];
  for (const email of args.emails ?? []) {
    const to = fillAddress(email.emailTo, values) ?? args.defaultToEmail;
    if (!to) continue;
    const subject = fillAddress(email.subject, values) ?? '';
    const message: FormattedEmail = {
      to,
      subject,
      html: fillPlaceholders(toHTML(email.message), values, { html: true }),
      text: fillPlaceholders(toPlainText(email.message), values, { html: false }),
    };
    const from = fillAddress(email.emailFrom, values);
    const cc = fillAddress(email.cc, values);
    const bcc = fillAddress(email.bcc, values);
    const replyTo = fillAddress(email.replyTo, values);
    if (from) message.from = from;
    if (cc) message.cc = cc;
    if (bcc) message.bcc = bcc;
    if (replyTo) message.replyTo = replyTo;
    built.push(message);
  }
  return built;
}
