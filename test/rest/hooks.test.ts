import { type Config, create } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOpenAccess } from '../helpers/openAccess.ts';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';

const config: Omit<Config, 'db' | 'secret'> = {
  // A partial second language: missing keys fall back to English.
  maxLimit: 3,
  i18n: { supportedLanguages: { de: { validation: { required: 'Dieses Feld ist erforderlich.' } } } },
  collections: [
    { slug: 'logs', fields: [{ name: 'message', type: 'text' }] },
    {
      slug: 'slugs',
      fields: [
        // Declared before `title`, yet its hook sees the title through siblingData.
        {
          name: 'slug',
          type: 'text',
          hooks: { beforeValidate: [({ value, siblingData }) => value ?? String(siblingData.title).toLowerCase()] },
        },
        { name: 'title', type: 'text' },
      ],
    },
    {
      slug: 'orders',
      hooks: {
        beforeOperation: [
          ({ context }) => {
            context.trail = ['beforeOperation'];
          },
        ],
        beforeValidate: [({ context }) => void (context.trail as string[]).push('beforeValidate')],
        beforeChange: [({ context }) => void (context.trail as string[]).push('beforeChange')],
        afterChange: [
          async ({ doc, req, context }) => {
            (context.trail as string[]).push('afterChange');
            // A nested operation with the same req joins the outer transaction.
            await create({ collection: 'logs', data: { message: `order ${doc.id}` }, req });
            if (String(doc.note).includes('fail after log')) throw new Error('failed after writing the log');
            return { ...doc, trail: [...(context.trail as string[])] };
          },
        ],
        afterOperation: [
          ({ result, operation }) => (operation === 'create' ? { ...(result as object), finished: true } : result),
        ],
      },
      fields: [
        {
          name: 'note',
          type: 'text',
          hooks: {
            beforeChange: [({ value }) => (typeof value === 'string' ? value.trim() : value)],
            afterRead: [({ value }) => (typeof value === 'string' ? `«${value}»` : value)],
          },
        },
        { name: 'code', type: 'text', defaultValue: ({ req }: { req: { language: string } }) => `code-${req.language}` },
        { name: 'giftWrap', type: 'checkbox' },
        {
          name: 'giftMessage',
          type: 'text',
          required: true,
          admin: { condition: (_data, siblingData) => siblingData.giftWrap === true },
        },
        {
          name: 'lines',
          type: 'array',
          fields: [
            {
              name: 'sku',
              type: 'text',
              hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.toUpperCase() : value)] },
            },
          ],
        },
      ],
    },
  ],
};

describe.each(dialects)('hooks and transactions on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startAtrium(dialect, withOpenAccess(config));
  });
  afterAll(() => h.close());

  it('runs collection hooks in order with one shared context, and afterOperation last', async () => {
    const res = await h.inject({ method: 'POST', url: '/api/orders', payload: { note: '  hello  ' } });
    expect(res.statusCode).toBe(201);
    const { doc } = res.json();
    expect(doc.trail).toEqual(['beforeOperation', 'beforeValidate', 'beforeChange', 'afterChange']);
    expect(doc.note).toBe('«hello»');
    expect(doc.code).toBe('code-en');
    const stored = await h.atrium.config.db.findByIDs({ collection: 'orders', ids: [doc.id] });
    expect(stored[0].note).toBe('hello');
    const logs = await h.atrium.find({ collection: 'logs', where: { message: { equals: `order ${doc.id}` } } });
    expect(logs.totalDocs).toBe(1);
    const local = await h.atrium.create({ collection: 'orders', data: {} });
    expect(local.finished).toBe(true);
  });

  it('rolls back the nested write when the outer operation fails', async () => {
    const logsBefore = (await h.atrium.count({ collection: 'logs' })).totalDocs;
    const ordersBefore = (await h.atrium.count({ collection: 'orders' })).totalDocs;
    const res = await h.inject({ method: 'POST', url: '/api/orders', payload: { note: 'fail after log' } });
    expect(res.statusCode).toBe(500);
    expect((await h.atrium.count({ collection: 'logs' })).totalDocs).toBe(logsBefore);
    expect((await h.atrium.count({ collection: 'orders' })).totalDocs).toBe(ordersBefore);
  });

  it('validates a conditional field only while its condition holds', async () => {
    expect((await h.inject({ method: 'POST', url: '/api/orders', payload: { giftWrap: false } })).statusCode).toBe(201);
    const res = await h.inject({ method: 'POST', url: '/api/orders', payload: { giftWrap: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].data.errors).toEqual([{ path: 'giftMessage', message: 'Fill in this field.' }]);
  });

  it('runs field hooks inside array rows and keeps row ids across updates', async () => {
    const created = await h.atrium.create({ collection: 'orders', data: { lines: [{ sku: 'ab-1' }, { sku: 'cd-2' }] } });
    const lines = created.lines as Array<{ id: string; sku: string }>;
    expect(lines.map((l) => l.sku)).toEqual(['AB-1', 'CD-2']);
    expect(lines[0].id).toMatch(/^[0-9a-f]{24}$/);
    const updated = await h.atrium.update({ collection: 'orders', id: created.id, data: { lines: [lines[1], { sku: 'ef-3' }] } });
    const next = updated.lines as Array<{ id: string; sku: string }>;
    expect(next[0]).toEqual(lines[1]);
    expect(next[1].sku).toBe('EF-3');
  });

  it("answers messages in the language of Accept-Language, with the config's own strings over the shipped ones", async () => {
    const german = await h.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { giftWrap: true },
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
    });
    expect(german.json().errors[0].data.errors[0].message).toBe('Dieses Feld ist erforderlich.');
    const missing = await h.inject({ url: '/api/orders/999999', headers: { 'accept-language': 'de' } });
    // Not reworded by the config: the shipped German.
    expect(missing.json().errors[0].message).toBe('In orders gibt es kein Dokument mit der ID 999999.');
    const unknown = await h.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { giftWrap: true },
      headers: { 'accept-language': 'xx-YY' },
    });
    expect(unknown.json().errors[0].data.errors[0].message).toBe('Fill in this field.');
  });

  it('answers in every shipped language without any configuration (Japanese, Arabic, Brazilian Portuguese)', async () => {
    const { messages: ja } = await import('../../packages/translations/src/ja/index.ts');
    const { messages: ar } = await import('../../packages/translations/src/ar/index.ts');
    const { messages: pt } = await import('../../packages/translations/src/pt/index.ts');
    for (const [header, expected] of [
      ['ja-JP,ja;q=0.9', ja.validation.required],
      ['ar', ar.validation.required],
      ['pt-BR', pt.validation.required],
    ]) {
      const res = await h.inject({
        method: 'POST',
        url: '/api/orders',
        payload: { giftWrap: true },
        headers: { 'accept-language': header },
      });
      expect(res.json().errors[0].data.errors[0].message, header).toBe(expected);
      expect(expected).not.toBe('Fill in this field.');
    }
  });

  it('answers in the language of the language cookie before Accept-Language (the admin writes it)', async () => {
    const post = (headers: Record<string, string>) =>
      h.inject({ method: 'POST', url: '/api/orders', payload: { giftWrap: true }, headers });
    const chosen = await post({ cookie: 'atrium-lng=de', 'accept-language': 'en' });
    expect(chosen.json().errors[0].data.errors[0].message).toBe('Dieses Feld ist erforderlich.');
    // A cookie naming a language the server does not have is passed over.
    const unknown = await post({ cookie: 'atrium-lng=xx', 'accept-language': 'de' });
    expect(unknown.json().errors[0].data.errors[0].message).toBe('Dieses Feld ist erforderlich.');
    const english = await post({ cookie: 'atrium-lng=en', 'accept-language': 'de' });
    expect(english.json().errors[0].data.errors[0].message).toBe('Fill in this field.');
  });

  it('gives beforeValidate hooks every sibling, not only the ones merged so far', async () => {
    const doc = await h.atrium.create({ collection: 'slugs', data: { title: 'Hello' } });
    expect(doc.slug).toBe('hello');
  });

  it('refuses an unpaginated read that would pass maxLimit instead of cutting it short', async () => {
    for (let i = 0; i < 4; i++) await h.atrium.create({ collection: 'logs', data: { message: `ceiling ${i}` } });
    for (const query of ['limit=0', 'pagination=false']) {
      const res = await h.inject({ url: `/api/logs?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].message).toBe(
        'This query matches more than 3 documents, the most one unpaginated read returns; use limit and page.',
      );
    }
    const paged = await h.inject({ url: '/api/logs?limit=3' });
    expect(paged.json().docs).toHaveLength(3);
    expect(paged.json().hasNextPage).toBe(true);
  });
});
