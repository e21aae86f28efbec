import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { nodemailerAdapter } from './nodemailerAdapter.ts';

describe('nodemailerAdapter', () => {
  it('refuses a config without a transport or a sender, at start-up', () => {
    expect(() => nodemailerAdapter({ defaultFromAddress: 'a@example.com' })).toThrow(/transportOptions/);
    expect(() => nodemailerAdapter({ transportOptions: { host: 'localhost' }, defaultFromAddress: '' })).toThrow(
      /defaultFromAddress/,
    );
  });

  it('sends through a given transport, with the default sender unless the message names one', async () => {
    // nodemailer's own JSON transport renders the message without a network: what the SMTP server would get.
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sent: Array<Record<string, unknown>> = [];
    const adapter = nodemailerAdapter({ transport, defaultFromAddress: 'forms@example.com', defaultFromName: 'Forms' });
    const originalSend = transport.sendMail.bind(transport);
    transport.sendMail = (async (mail: Parameters<typeof originalSend>[0]) => {
      const info = await originalSend(mail);
      sent.push(JSON.parse(info.message as string));
      return info;
    }) as typeof transport.sendMail;
    await adapter.send({
      to: 'ada@example.com',
      subject: 'Hi',
      text: 'Hello',
      html: '<p>Hello</p>',
      cc: 'c@example.com',
      replyTo: 'r@example.com',
    });
    await adapter.send({ to: 'bob@example.com', subject: 'Re', text: 'x', from: 'office@example.com' });
    expect(sent[0]).toMatchObject({
      from: { name: 'Forms', address: 'forms@example.com' },
      to: [{ address: 'ada@example.com', name: '' }],
      cc: [{ address: 'c@example.com', name: '' }],
      replyTo: [{ address: 'r@example.com', name: '' }],
      subject: 'Hi',
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    expect(sent[1]).toMatchObject({ from: { address: 'office@example.com', name: '' }, subject: 'Re' });
  });
});
