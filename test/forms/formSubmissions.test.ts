import type { CollectionConfig } from '@atrium/core';
import { nodemailerAdapter } from '@atrium/email-nodemailer';
import { formBuilderPlugin, type HandlePaymentArgs } from '@atrium/plugin-form-builder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paragraph, state, text } from '../helpers/richText.ts';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';
import { mailBodies, mailHeaders, startSMTPServer } from './smtpServer.ts';

const users: CollectionConfig = { slug: 'users', auth: true, fields: [] };
const pages: CollectionConfig = { slug: 'pages', fields: [{ name: 'title', type: 'text' }] };
const password = 'a long enough password';

/** Each request comes from its own address unless a test says otherwise, so the rate limit counts one test at a time. */
let lastAddress = 0;
const nextAddress = () => `10.0.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

describe.each(dialects)('form submissions on %s', (dialect) => {
  let h: Harness;
  let smtp: Awaited<ReturnType<typeof startSMTPServer>>;
  let token: string;
  let contactID: string | number;
  let workshopID: string | number;
  const payments: HandlePaymentArgs[] = [];
  const emailed: string[][] = [];

  const submit = (form: string | number, submissionData: unknown, remoteAddress = nextAddress()) =>
    h.inject({ method: 'POST', url: '/api/form-submissions', payload: { form, submissionData }, remoteAddress });
  const count = async () => (await h.atrium.count({ collection: 'form-submissions', overrideAccess: true })).totalDocs;

  beforeAll(async () => {
    smtp = await startSMTPServer();
    h = await startAtrium(dialect, {
      collections: [users, pages],
      email: nodemailerAdapter({
        transportOptions: { host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true },
        defaultFromAddress: 'forms@example.com',
        defaultFromName: 'Atrium Forms',
      }),
      plugins: [
        formBuilderPlugin({
          fields: { payment: true, date: true },
          defaultToEmail: 'office@example.com',
          redirectRelationships: ['pages'],
          beforeEmail: (emails, { form }) => {
            emailed.push(emails.map((email) => `${String(form.title)}: ${email.subject}`));
            return emails;
          },
          rateLimit: { max: 3, windowMs: 60_000 },
          handlePayment: (args) => {
            payments.push(args);
            return { status: 'paid' };
          },
        }),
      ],
    });
    await h.atrium.create({ collection: 'users', data: { email: 'staff@example.com', password }, overrideAccess: true });
    const login = await h.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'staff@example.com', password } });
    token = login.json().token;

    const contact = await h.atrium.create({
      collection: 'forms',
      overrideAccess: true,
      data: {
        title: 'Contact',
        fields: [
          { blockType: 'text', name: 'name', label: 'Name', required: true },
          { blockType: 'email', name: 'email', label: 'Email', required: true },
          { blockType: 'textarea', name: 'message', label: 'Message' },
          { blockType: 'number', name: 'age', label: 'Age', min: 18, max: 120 },
          {
            blockType: 'select',
            name: 'topic',
            label: 'Topic',
            options: [
              { label: 'Sales', value: 'sales' },
              { label: 'Support', value: 'support' },
            ],
          },
          { blockType: 'radio', name: 'reply', label: 'Reply by', options: [{ label: 'Email', value: 'email' }] },
          { blockType: 'checkbox', name: 'terms', label: 'I agree', required: true },
          { blockType: 'date', name: 'when', label: 'When' },
          { blockType: 'country', name: 'country', label: 'Country' },
          { blockType: 'state', name: 'region', label: 'State' },
          { blockType: 'message', message: state(paragraph(text('Thank you'))) },
        ],
        confirmationType: 'message',
        confirmationMessage: state(paragraph(text('Thanks!'))),
        emails: [
          {
            emailTo: '{{email}}',
            cc: 'cc@example.com',
            bcc: 'bcc@example.com',
            replyTo: 'office@example.com',
            emailFrom: '"Office" <office@example.com>',
            subject: 'Hello {{name}}',
            message: state(paragraph(text('Dear {{name}}, you wrote: {{message}}')), paragraph(text('{{*:table}}'))),
          },
          { subject: 'New message from {{email}}', message: state(paragraph(text('{{*}}'))) },
        ],
      },
    });
    contactID = contact.id;
    const workshop = await h.atrium.create({
      collection: 'forms',
      overrideAccess: true,
      data: {
        title: 'Workshop',
        fields: [
          { blockType: 'number', name: 'seats', label: 'Seats', required: true, min: 1 },
          { blockType: 'checkbox', name: 'lunch', label: 'Lunch' },
          {
            blockType: 'payment',
            name: 'total',
            label: 'Total',
            basePrice: 0,
            paymentProcessor: 'stripe',
            priceConditions: [
              { fieldToUse: 'seats', condition: 'hasValue', operator: 'add', valueType: 'valueOfField' },
              { fieldToUse: 'seats', condition: 'hasValue', operator: 'multiply', valueType: 'static', valueForOperator: '40' },
              {
                fieldToUse: 'lunch',
                condition: 'equals',
                valueForCondition: 'true',
                operator: 'add',
                valueType: 'static',
                valueForOperator: '12.5',
              },
            ],
          },
        ],
        confirmationType: 'redirect',
        redirect: { url: 'https://example.com/thanks' },
      },
    });
    workshopID = workshop.id;
  });
  afterAll(async () => {
    await h?.close();
    await smtp?.close();
  });

  it('stores a valid submission as { field, value } rows and mails every email with the placeholders filled and escaped', async () => {
    const before = smtp.mails.length;
    const res = await submit(contactID, [
      { field: 'name', value: '<script>alert(1)</script> Ada & Co' },
      { field: 'email', value: 'ada@example.com' },
      { field: 'message', value: 'Hi <b>there</b>' },
      { field: 'age', value: 36 },
      { field: 'topic', value: 'support' },
      { field: 'terms', value: true },
      { field: 'when', value: '2026-12-01' },
      { field: 'country', value: 'NL' },
      { field: '_honeypot', value: '' },
    ]);
    expect(res.statusCode).toBe(201);
    const doc = res.json().doc;
    expect(doc.submissionData.map(({ field, value }: { field: string; value: string }) => ({ field, value }))).toStrictEqual([
      { field: 'name', value: '<script>alert(1)</script> Ada & Co' },
      { field: 'email', value: 'ada@example.com' },
      { field: 'message', value: 'Hi <b>there</b>' },
      { field: 'age', value: '36' },
      { field: 'topic', value: 'support' },
      { field: 'terms', value: 'true' },
      { field: 'when', value: '2026-12-01' },
      { field: 'country', value: 'NL' },
    ]);

    expect(emailed.at(-1)).toStrictEqual([
      'Contact: Hello <script>alert(1)</script> Ada & Co',
      'Contact: New message from ada@example.com',
    ]);
    const mails = (await smtp.waitForMail(before + 2)).slice(before);
    const toVisitor = mails.find((m) => m.to.includes('ada@example.com'));
    const toOffice = mails.find((m) => !m.to.includes('ada@example.com'));
    expect(toVisitor?.to.sort()).toStrictEqual(['ada@example.com', 'bcc@example.com', 'cc@example.com']);
    expect(toVisitor?.from).toBe('office@example.com');
    const headers = mailHeaders(toVisitor?.raw ?? '');
    expect(headers.subject).toBe('Hello <script>alert(1)</script> Ada & Co');
    expect(headers['reply-to']).toBe('office@example.com');
    expect(headers.cc).toBe('cc@example.com');
    expect(headers.bcc).toBeUndefined();
    const { html, text: plain } = mailBodies(toVisitor?.raw ?? '');
    expect(html).toContain('Dear &lt;script&gt;alert(1)&lt;/script&gt; Ada &amp; Co, you wrote: Hi &lt;b&gt;there&lt;/b&gt;');
    expect(html).toContain('<tr><th scope="row">message</th><td>Hi &lt;b&gt;there&lt;/b&gt;</td></tr>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>there');
    expect(plain).toContain('Dear <script>alert(1)</script> Ada & Co, you wrote: Hi <b>there</b>');
    expect(plain).toContain('age : 36');

    // No emailTo: the plugin's defaultToEmail, from the adapter's default sender.
    expect(toOffice?.to).toStrictEqual(['office@example.com']);
    expect(toOffice?.from).toBe('forms@example.com');
    expect(mailHeaders(toOffice?.raw ?? '').from).toBe('Atrium Forms <forms@example.com>');
    expect(mailHeaders(toOffice?.raw ?? '').subject).toBe('New message from ada@example.com');
    expect(mailBodies(toOffice?.raw ?? '').html).toContain(
      'name : &lt;script&gt;alert(1)&lt;/script&gt; Ada &amp; Co<br>email : ada@example.com',
    );
  });

  it('refuses bad values with a 400 naming each bad field, storing and mailing nothing', async () => {
    const [submissions, mails] = [await count(), smtp.mails.length];
    const res = await submit(contactID, [
      { field: 'email', value: 'not an email' },
      { field: 'age', value: '12' },
      { field: 'topic', value: 'billing' },
      { field: 'reply', value: 'phone' },
      { field: 'terms', value: false },
      { field: 'when', value: 'someday' },
      { field: 'nickname', value: 'x' },
    ]);
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors[0].data.errors as Array<{ path: string; message: string }>;
    expect(Object.fromEntries(errors.map((e) => [e.path, e.message]))).toStrictEqual({
      nickname: 'Contact has no such field.',
      name: 'Fill in this field.',
      email: 'Enter an email address, such as name@example.com.',
      age: '12 is below the minimum of 18.',
      topic: 'Pick one of the offered options.',
      reply: 'Pick one of the offered options.',
      terms: 'Fill in this field.',
      when: 'Enter a date.',
    });
    expect(await count()).toBe(submissions);
    expect(smtp.mails.length).toBe(mails);
  });

  it('refuses a number above the maximum, a value that is not a number, and a missing or unknown form', async () => {
    const base = [
      { field: 'name', value: 'Ada' },
      { field: 'email', value: 'ada@example.com' },
      { field: 'terms', value: 'true' },
    ];
    const above = await submit(contactID, [...base, { field: 'age', value: 121 }]);
    expect(above.json().errors[0].data.errors).toStrictEqual([{ path: 'age', message: '121 is above the maximum of 120.' }]);
    const notNumber = await submit(contactID, [...base, { field: 'age', value: 'old' }]);
    expect(notNumber.json().errors[0].data.errors).toStrictEqual([{ path: 'age', message: 'Enter a number.' }]);
    const object = await submit(contactID, [...base, { field: 'message', value: { html: '<b>' } }]);
    expect(object.json().errors[0].data.errors).toStrictEqual([{ path: 'message', message: 'Enter text here.' }]);
    const noForm = await h.inject({
      method: 'POST',
      url: '/api/form-submissions',
      payload: { submissionData: base },
      remoteAddress: nextAddress(),
    });
    expect(noForm.statusCode).toBe(400);
    expect(noForm.json().errors[0].data.errors).toStrictEqual([{ path: 'form', message: 'Fill in this field.' }]);
    const unknownForm = await submit(typeof contactID === 'number' ? 999999 : '999999', base);
    expect(unknownForm.statusCode).toBe(400);
    expect(unknownForm.json().errors[0].data.errors.map((e: { path: string }) => e.path)).toStrictEqual(['form']);
  });

  it('refuses a filled honeypot and stores and mails nothing', async () => {
    const [submissions, mails] = [await count(), smtp.mails.length];
    const res = await submit(contactID, [
      { field: 'name', value: 'Bot' },
      { field: 'email', value: 'bot@example.com' },
      { field: 'terms', value: true },
      { field: '_honeypot', value: 'https://spam.example' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].data.errors.map((e: { path: string }) => e.path)).toStrictEqual(['_honeypot']);
    expect(await count()).toBe(submissions);
    expect(smtp.mails.length).toBe(mails);
  });

  it('limits anonymous submissions per IP, other IPs and staff unaffected', async () => {
    const address = nextAddress();
    const seats = [{ field: 'seats', value: 1 }];
    for (let i = 0; i < 3; i++) expect((await submit(workshopID, seats, address)).statusCode).toBe(201);
    const limited = await submit(workshopID, seats, address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Refused before anything is read or stored: even a bad submission from that IP answers 429.
    expect((await submit(workshopID, [{ field: 'nope', value: 1 }], address)).statusCode).toBe(429);
    expect((await submit(workshopID, seats)).statusCode).toBe(201);
    const staff = await h.inject({
      method: 'POST',
      url: '/api/form-submissions',
      payload: { form: workshopID, submissionData: seats },
      remoteAddress: address,
      headers: { authorization: `JWT ${token}` },
    });
    expect(staff.statusCode).toBe(201);
  });

  it('computes the payment on the server, ignoring what the client sent, and hands it to handlePayment', async () => {
    payments.length = 0;
    const res = await h.inject({
      method: 'POST',
      url: '/api/form-submissions',
      remoteAddress: nextAddress(),
      payload: {
        form: workshopID,
        submissionData: [
          { field: 'seats', value: '2' },
          { field: 'lunch', value: true },
          { field: 'total', value: '0.01' },
        ],
        payment: { amount: 0.01, status: 'paid' },
      },
    });
    expect(res.statusCode).toBe(201);
    const doc = res.json().doc;
    // (0 + 2) × 40 + 12.5
    expect(doc.payment).toStrictEqual({ field: 'total', amount: 92.5, paymentProcessor: 'stripe', status: 'paid' });
    expect(doc.submissionData.find((row: { field: string }) => row.field === 'total').value).toBe('92.5');
    expect(payments).toHaveLength(1);
    expect(payments[0].payment).toStrictEqual({ field: 'total', amount: 92.5, paymentProcessor: 'stripe' });
    expect(payments[0].form.id).toBe(workshopID);
  });

  it('lets staff read submissions, not anonymous callers, and nobody update them', async () => {
    const created = await submit(workshopID, [{ field: 'seats', value: 3 }]);
    const id = created.json().doc.id;
    expect((await h.inject({ url: `/api/form-submissions/${id}` })).statusCode).toBe(401);
    const list = await h.inject({ url: '/api/form-submissions', headers: { authorization: `JWT ${token}` } });
    expect(list.statusCode).toBe(200);
    expect(list.json().docs.some((d: { id: unknown }) => d.id === id)).toBe(true);
    const patch = await h.inject({
      method: 'PATCH',
      url: `/api/form-submissions/${id}`,
      payload: { submissionData: [{ field: 'seats', value: '100' }] },
      headers: { authorization: `JWT ${token}` },
    });
    expect(patch.statusCode).toBe(403);
    const stored = await h.atrium.findByID({ collection: 'form-submissions', id, overrideAccess: true });
    expect((stored.submissionData as Array<{ value: string }>)[0].value).toBe('3');
    // Forms themselves are public to read (a site renders them) and closed to anonymous writes.
    expect((await h.inject({ url: `/api/forms/${workshopID}` })).statusCode).toBe(200);
    expect((await h.inject({ method: 'POST', url: '/api/forms', payload: { title: 'x' } })).statusCode).toBe(401);
  });

  it('stores a redirect to a document of redirectRelationships or to a URL, as Payload does', async () => {
    const page = await h.atrium.create({ collection: 'pages', data: { title: 'Thanks' }, overrideAccess: true });
    const res = await h.inject({
      method: 'POST',
      url: '/api/forms?depth=0',
      headers: { authorization: `JWT ${token}` },
      payload: {
        title: 'Sign-up',
        fields: [{ blockType: 'text', name: 'name', label: 'Name' }],
        confirmationType: 'redirect',
        redirect: { type: 'reference', reference: { relationTo: 'pages', value: page.id } },
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().doc.redirect).toStrictEqual({ type: 'reference', reference: { relationTo: 'pages', value: page.id } });
    const wrong = await h.inject({
      method: 'POST',
      url: '/api/forms',
      headers: { authorization: `JWT ${token}` },
      payload: { title: 'x', fields: [{ blockType: 'payment', name: 'p', basePrice: 'ten' }] },
    });
    expect(wrong.statusCode).toBe(400);
  });
});
