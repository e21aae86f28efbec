import { type Config, maxEchoLength, maxReportedKeys } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';

/** One open collection: anonymous callers may read and create, so every refusal below is about the request. */
const config: Omit<Config, 'db' | 'secret'> = {
  collections: [
    {
      slug: 'posts',
      access: { read: () => true, create: () => true },
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'views', type: 'number' },
        { name: 'related', type: 'relationship', relationTo: 'posts' },
      ],
    },
  ],
  // German wording given by the config, laid over the shipped strings key by key: the test does not depend on
  // which languages ship a translation of these keys.
  i18n: {
    supportedLanguages: {
      de: {
        query: {
          unknownOperator: 'Unbekannter Operator „{{operator}}“ für „{{path}}“.',
          pathUnknownField: 'Der Pfad „{{path}}“ ist ungültig: „{{name}}“ ist kein Feld von {{owner}}.',
          fieldsInvalid_one: 'Dieses Feld ist ungültig: {{paths}}',
          fieldsInvalid_other: 'Diese Felder sind ungültig: {{paths}}',
        },
      },
    },
  },
};

const operatorOf = (i: number, length: number) => `op${i}x${'q'.repeat(length)}`;

describe.each(dialects)('query errors on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startAtrium(dialect, config);
  });
  afterAll(() => h.close());

  const errorOf = (res: {
    statusCode: number;
    json: () => { errors: Array<{ name: string; message: string; data?: unknown }> };
  }) => {
    expect(res.statusCode).toBe(400);
    return res.json().errors[0];
  };

  // Issue 15: a QueryError's English text was passed to the translator as a key, so a 400 never followed the
  // request's language while the 401/403/404s did.
  it('answers a query error in the language of the request, with the path and operator filled in', async () => {
    const url = '/api/posts?where[title][matches]=x';
    expect(errorOf(await h.inject({ method: 'GET', url, headers: { 'accept-language': 'de' } }))).toEqual({
      name: 'QueryError',
      message: 'Unbekannter Operator „matches“ für „title“.',
      data: { path: 'title', operator: 'matches' },
    });
    expect(
      errorOf(
        await h.inject({ method: 'GET', url: '/api/posts/count?where[nope][equals]=1', headers: { 'accept-language': 'de' } }),
      ).message,
    ).toBe('Der Pfad „nope“ ist ungültig: „nope“ ist kein Feld von posts.');
    expect(errorOf(await h.inject({ method: 'GET', url })).message).toMatch(
      /^Unknown operator "matches" on "title"\. Operators: equals, /,
    );
  });

  it('answers the summary of a failed validation in the language of the request, in its plural form', async () => {
    const one = await h.inject({ method: 'POST', url: '/api/posts', payload: {}, headers: { 'accept-language': 'de' } });
    expect(errorOf(one).message).toBe('Dieses Feld ist ungültig: title');
    const two = await h.inject({ method: 'POST', url: '/api/posts', payload: { views: 'many' } });
    expect(errorOf(two).message).toBe('The following fields are invalid: title, views');
  });

  // Issue 15: a 14 KB operator name came back whole in the message (and was kept as a "missing key").
  it('names a long operator or path cut short, in the message and in data', async () => {
    const operator = operatorOf(0, 14_000);
    const error = errorOf(await h.inject({ method: 'GET', url: `/api/posts/count?where[title][${operator}]=1` }));
    const cut = `${operator.slice(0, maxEchoLength)}…`;
    expect(error.data).toEqual({ path: 'title', operator: cut });
    expect(error.message).toContain(`"${cut}"`);
    expect(error.message.length).toBeLessThan(400);
    const path = `a${'b'.repeat(5000)}`;
    const byPath = errorOf(await h.inject({ method: 'GET', url: `/api/posts?where[${path}][equals]=1` }));
    expect(byPath.message).toBe(`The path "${path.slice(0, maxEchoLength)}…" is not valid.`);
  });

  it('names a long id that is not one cut short in the field error, worded by keys', async () => {
    const id = `x${'9'.repeat(5000)}`;
    const error = errorOf(await h.inject({ method: 'POST', url: '/api/posts', payload: { title: 'T', related: id } }));
    expect(error.data).toEqual({
      collection: 'posts',
      errors: [
        {
          path: 'related',
          message: `This link to another document is not valid: "${id.slice(0, maxEchoLength - 1)}… is not an id: ids are non-empty text or whole numbers.`,
        },
      ],
    });
  });

  // Issue 15: each distinct bad path or operator was remembered forever as a missing translation key and written
  // to the log; 1,500 such requests held ~90 MB. What the translator remembers is now bounded, and a request's
  // text is never one of its keys.
  it('leaves nothing of 1,500 distinct bad paths and operators in the translator or its reports', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      for (let i = 0; i < 1500; i++) {
        const name = operatorOf(i, 200);
        const res =
          i % 3 === 0
            ? await h.inject({ method: 'GET', url: `/api/posts/count?where[title][${name}]=1` })
            : i % 3 === 1
              ? await h.inject({ method: 'GET', url: `/api/posts?where[${name.slice(0, 150)}][equals]=1` })
              : await h.inject({
                  method: 'POST',
                  url: '/api/posts',
                  headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-http-method-override': 'GET' },
                  payload: `where[title][${name}]=1`,
                });
        expect(res.statusCode).toBe(400);
      }
      // A forged log record in an operator name reaches no log either.
      const forged = encodeURIComponent('x\n{"level":30,"msg":"forged"}');
      expect((await h.inject({ method: 'GET', url: `/api/posts?where[title][${forged}]=1` })).statusCode).toBe(400);
      const reports = warn.mock.calls.map((args) => args.join(' '));
      expect(reports.filter((r) => r.includes('op') || r.includes('forged'))).toEqual([]);
      expect(reports.length).toBeLessThanOrEqual(maxReportedKeys + 1);
    } finally {
      warn.mockRestore();
    }
  });
});
