import { createRequire } from 'node:module';
import type { EmailAdapter, EmailMessage } from '@atrium/core';
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

export type NodemailerAdapterArgs = {
  /** SMTP options for nodemailer's `createTransport` (host, port, secure, auth…). Ignored when `transport` is given. */
  transportOptions?: SMTPTransport.Options;
  /** A transport built already (any nodemailer transport). */
  transport?: Transporter;
  /** The sender of messages that name none. */
  defaultFromAddress: string;
  /** The display name beside `defaultFromAddress`. Defaults to none. */
  defaultFromName?: string;
};

/** Atrium's email adapter on nodemailer (Payload's `nodemailerAdapter` options): SMTP or any nodemailer transport. */
export function nodemailerAdapter(args: NodemailerAdapterArgs): EmailAdapter & { transport: Transporter } {
  if (!args.transport && !args.transportOptions)
    throw new Error('nodemailerAdapter: give `transportOptions` (SMTP host, port, auth) or a `transport`');
  if (!args.defaultFromAddress) throw new Error('nodemailerAdapter: `defaultFromAddress` is required');
  // Required here, not imported at the top: a config that only may send mail (the demo without SMTP_HOST) does not
  // load nodemailer at start-up. It is CommonJS, so `require` gives it at once.
  const transport =
    args.transport ??
    (createRequire(import.meta.url)('nodemailer') as typeof import('nodemailer')).createTransport(args.transportOptions);
  const defaultFrom = args.defaultFromName
    ? { name: args.defaultFromName, address: args.defaultFromAddress }
    : args.defaultFromAddress;
  return {
    transport,
    async send(message: EmailMessage) {
      await transport.sendMail({
        from: message.from ?? defaultFrom,
        to: message.to,
        cc: message.cc,
        bcc: message.bcc,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
}
