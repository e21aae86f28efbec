import type { Config, Plugin } from '@atrium/core';
import { nodemailerAdapter } from '@atrium/email-nodemailer';
import { defaultRateLimit, formBuilderPlugin } from '@atrium/plugin-form-builder';
import type { RateLimitStore } from '@atrium/server';
import type { SmtpSettings } from './env.ts';
import { teamAddress } from './seed/content/forms.ts';

/**
 * The demo's form builder: every field type including payment, redirects to pages, mail to the team by default.
 * There is no payment processor in the demo: `handlePayment` logs the amount the server worked out. Submissions
 * per IP are counted in `rateLimitStore` when given (the server's store, shared by every worker), else in memory.
 */
export function demoFormBuilder(rateLimitStore?: RateLimitStore): Plugin {
  return formBuilderPlugin({
    ...(rateLimitStore ? { rateLimit: { ...defaultRateLimit, store: rateLimitStore } } : {}),
    fields: { payment: true, radio: true, date: true },
    redirectRelationships: ['pages'],
    defaultToEmail: teamAddress,
    handlePayment: ({ form, payment }) => {
      console.info(
        `[demo] payment of ${payment.amount.toFixed(2)} EUR for "${String(form.title ?? '')}" (no payment processor in the demo)`,
      );
    },
  });
}

/** The demo's mail: through SMTP when `smtp` is set, else `undefined` (core's default writes each email to the log). */
export function demoEmail(smtp: SmtpSettings | undefined): Config['email'] {
  if (!smtp) return undefined;
  return nodemailerAdapter({
    transportOptions: {
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
    },
    defaultFromAddress: smtp.from,
    defaultFromName: smtp.fromName,
  });
}
