import { nodemailerAdapter } from '@atrium/email-nodemailer';
import { formBuilderPlugin } from '@atrium/plugin-form-builder';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reservablePort } from '../helpers/reservablePort.ts';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';

describe.each(dialects)('a form submission while the mail server is down, on %s', (dialect) => {
  let h: Harness;
  let formID: string | number;

  beforeAll(async () => {
    const port = await reservablePort();
    h = await startAtrium(dialect, {
      collections: [{ slug: 'users', auth: true, fields: [] }],
      email: nodemailerAdapter({
        transportOptions: { host: '127.0.0.1', port, secure: false, ignoreTLS: true, connectionTimeout: 5000 },
        defaultFromAddress: 'forms@example.com',
      }),
      plugins: [formBuilderPlugin({ defaultToEmail: 'office@example.com' })],
    });
    const form = await h.atrium.create({
      collection: 'forms',
      overrideAccess: true,
      data: {
        title: 'Contact',
        fields: [{ blockType: 'text', name: 'name', required: true }],
        emails: [{ subject: 'New: {{name}}' }],
      },
    });
    formID = form.id;
  });
  afterAll(async () => h?.close());

  it('keeps the submission and logs the email that was not sent', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await h.inject({
        method: 'POST',
        url: '/api/form-submissions',
        payload: { form: formID, submissionData: [{ field: 'name', value: 'Ada' }] },
      });
      expect(res.statusCode).toBe(201);
      const stored = await h.atrium.findByID({ collection: 'form-submissions', id: res.json().doc.id, overrideAccess: true });
      expect(
        (stored.submissionData as Array<{ field: string; value: string }>).map(({ field, value }) => ({ field, value })),
      ).toStrictEqual([{ field: 'name', value: 'Ada' }]);
      expect(logged).toHaveBeenCalledTimes(1);
      expect(String(logged.mock.calls[0][0])).toContain('the email "New: Ada" of form');
    } finally {
      logged.mockRestore();
    }
  });
});
