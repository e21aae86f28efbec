import { describe, expect, it } from 'vitest';
import { EnvError, parseSmtp } from './env.ts';

// The demo's SMTP settings: off without SMTP_HOST (email goes to the log), a port and TLS that agree, and a
// clear message for a setting that cannot work.
describe('parseSmtp', () => {
  it('is off without SMTP_HOST, also when only the other settings are there', () => {
    expect(parseSmtp({})).toBeUndefined();
    expect(parseSmtp({ SMTP_HOST: '  ', SMTP_PORT: '25', SMTP_USER: 'u' })).toBeUndefined();
  });

  it('defaults to port 587 with STARTTLS, and to 465 with TLS from the start when SMTP_SECURE=true', () => {
    expect(parseSmtp({ SMTP_HOST: 'mail.example' })).toEqual({
      host: 'mail.example',
      port: 587,
      secure: false,
      user: undefined,
      pass: undefined,
      from: 'hello@waymark.example',
      fromName: 'Waymark',
    });
    expect(parseSmtp({ SMTP_HOST: 'mail.example', SMTP_SECURE: 'true' })).toMatchObject({ port: 465, secure: true });
    expect(parseSmtp({ SMTP_HOST: 'mail.example', SMTP_PORT: '465' })).toMatchObject({ port: 465, secure: true });
    expect(parseSmtp({ SMTP_HOST: 'mail.example', SMTP_PORT: '465', SMTP_SECURE: 'false' })).toMatchObject({ secure: false });
  });

  it('takes the account and the sender', () => {
    expect(
      parseSmtp({
        SMTP_HOST: 'mail.example',
        SMTP_PORT: '2525',
        SMTP_USER: 'demo',
        SMTP_PASS: ' secret with spaces ',
        SMTP_FROM: 'forms@example.org',
        SMTP_FROM_NAME: 'Forms',
      }),
    ).toEqual({
      host: 'mail.example',
      port: 2525,
      secure: false,
      user: 'demo',
      pass: ' secret with spaces ',
      from: 'forms@example.org',
      fromName: 'Forms',
    });
  });

  it('refuses a port or a TLS setting that cannot work, naming the variable', () => {
    for (const port of ['0', '65536', 'smtp', '25.5']) {
      expect(() => parseSmtp({ SMTP_HOST: 'mail.example', SMTP_PORT: port })).toThrow(EnvError);
      expect(() => parseSmtp({ SMTP_HOST: 'mail.example', SMTP_PORT: port })).toThrow(/SMTP_PORT/);
    }
    expect(() => parseSmtp({ SMTP_HOST: 'mail.example', SMTP_SECURE: 'yes' })).toThrow(/SMTP_SECURE/);
  });
});
