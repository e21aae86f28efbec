import { seoGenerateKinds } from '@atrium/plugin-seo';
import fc from 'fast-check';
import { bodyFor, documentOf, type IDs } from './documents.ts';
import { pct } from './encode.ts';
import type { FuzzModel, TargetModel } from './model.ts';
import { encodeWhere, readParams } from './query.ts';
import { hostileJSON, hostileScalar, hostileString, prototypeNames, toJSON } from './values.ts';
import { whereOf } from './where.ts';

/** Who sends a request. The editor's rights are the demo's `staff`; the admin may do everything. */
export type Caller = 'anonymous' | 'editor' | 'admin';
/** How a signed-in caller proves it; the anonymous caller sends forged or malformed credentials instead. */
export type AuthStyle = 'none' | 'jwt' | 'bearer' | 'cookie' | 'crossSiteCookie' | 'apiKey' | 'forged';

export type FuzzRequest = {
  family: string;
  caller: Caller;
  auth: AuthStyle;
  /** A malformed credential for `forged` (the sender may put a tampered real token in its place when it is `tampered`). */
  forged?: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT' | 'HEAD' | 'OPTIONS';
  url: string;
  headers: Record<string, string>;
  /** The body exactly as sent. */
  payload?: string;
  /** The where tree the request carries, if any (not sent as such; kept for the failure report). */
  where?: unknown;
  /** What this request may legitimately change: checked documents it names are left out of the comparison. */
  allowed?: { collection?: string; id?: number; fields?: string[]; global?: string };
};

/** The seeded state the generators aim at. */
export type FuzzContext = {
  model: FuzzModel;
  /** Ids of the documents seeded before the run, per collection: the documents the fuzz checks. */
  seeded: Record<string, number[]>;
  users: {
    admin: { id: number; email: string };
    editor: { id: number; email: string };
    victim: { id: number; email: string };
    password: string;
  };
  preferenceKeys: string[];
  /** The seeded preference rows' ids, by owner. */
  preferenceIDs: { admin: number; editor: number; victim: number };
};

/** Collections the editor may write (the demo's `staff` access, and the form builder's forms: any signed-in user). */
export const staffCollections = new Set(['pages', 'posts', 'categories', 'media', 'forms']);
const staffGlobals = new Set(['header', 'footer']);

const api = '/api';
const hostileIDs = fc.constantFrom(
  'abc',
  '-1',
  '0',
  '01',
  '1.0',
  ' 1',
  '1%00',
  'NaN',
  'Infinity',
  '1e3',
  '99999999999999999999',
  '%00',
  'null',
  '%E0%A4%A',
  'a%2Fb',
  ...prototypeNames,
);
/** Ids no numeric parse turns into a seeded document's: what a caller allowed to write may aim at freely. */
const harmlessIDs = fc.constantFrom(
  'abc',
  '-1',
  '0',
  'NaN',
  'Infinity',
  '99999999999999999999',
  '%00',
  'null',
  ...prototypeNames,
);

export function requestsOf(ctx: FuzzContext) {
  const { model, seeded, users } = ctx;
  const maxSeeded = (slug: string) => Math.max(0, ...(seeded[slug] ?? []));
  /** Ids created during the run: past every seeded id, so writes to them never touch a checked document. */
  const scratchID = (slug: string) => fc.integer({ min: maxSeeded(slug) + 1, max: maxSeeded(slug) + 300 });
  const seededID = (slug: string) => (seeded[slug]?.length ? fc.constantFrom(...seeded[slug]) : scratchID(slug));
  const ids: IDs = (slug, strict) =>
    strict
      ? seededID(slug)
      : fc.oneof(
          { weight: 6, arbitrary: seededID(slug) },
          { weight: 2, arbitrary: scratchID(slug) },
          { weight: 1, arbitrary: hostileScalar },
        );
  /** One of the documents made during the run, by number (the sender puts in its id: `Scratch.resolve`). */
  const scratchRef = (slug: string) => fc.nat(49).map((i) => `{{scratch:${slug}:${i}}}`);

  /**
   * A document id a caller aims a write at. The anonymous caller aims anywhere; the editor at what it may not
   * change (other users, others' preferences), at its own account, or at scratch documents; the admin only at
   * scratch documents.
   */
  const writeID = (caller: Caller, slug: string): fc.Arbitrary<string> => {
    if (caller === 'anonymous') return fc.oneof(seededID(slug).map(String), scratchRef(slug), hostileIDs);
    const forbidden =
      caller === 'editor' && slug === 'users'
        ? [users.admin.id, users.victim.id, users.editor.id]
        : caller === 'editor' && slug === 'payload-preferences'
          ? [ctx.preferenceIDs.admin, ctx.preferenceIDs.victim, ctx.preferenceIDs.editor]
          : [];
    return fc.oneof(
      ...(forbidden.length ? [{ weight: 2, arbitrary: fc.constantFrom(...forbidden).map(String) }] : []),
      { weight: 4, arbitrary: scratchRef(slug) },
      { weight: 1, arbitrary: harmlessIDs },
    );
  };
  /** A bulk write's where: a caller allowed to write is kept to scratch documents. */
  const writeWhere = (caller: Caller, target: TargetModel) =>
    whereOf(target, ids).map((where) =>
      caller === 'anonymous' ? where : { and: [where, { id: { greater_than: maxSeeded(target.slug) } }] },
    );

  const collection = fc.constantFrom(...model.collections);
  const global = fc.constantFrom(...model.globals);
  const authSlug = fc.constantFrom(...model.authSlugs);
  const locales = model.locales;
  const anySlug = fc.oneof(
    { weight: 8, arbitrary: collection.map((c) => c.slug) },
    { weight: 1, arbitrary: fc.constantFrom('globals', 'access', 'form-state', 'nope', 'Posts', 'posts%00') },
  );
  const json = toJSON;
  const query = (parts: string[]) => (parts.length ? `?${parts.join('&')}` : '');

  type Draft = Omit<FuzzRequest, 'caller' | 'auth' | 'headers'> & { headers?: Record<string, string> };

  /** The route families, each for the caller given. */
  const families = (caller: Caller): Array<fc.Arbitrary<Draft>> => [
    // Collection reads: list, count, by id, the method-override form of a list.
    fc.tuple(collection, fc.boolean()).chain(([c, asJSON]) =>
      fc.tuple(fc.option(whereOf(c, ids), { nil: undefined }), readParams(c, locales)).map(([where, params]) => ({
        family: `find:${asJSON ? 'json' : 'qs'}`,
        where,
        method: 'GET' as const,
        url: `${api}/${c.slug}${query([...(where === undefined ? [] : encodeWhere(where, asJSON)), ...params])}`,
      })),
    ),
    fc.tuple(collection, fc.boolean()).chain(([c, asJSON]) =>
      whereOf(c, ids).map((where) => ({
        family: 'count',
        where,
        method: 'GET' as const,
        url: `${api}/${c.slug}/count${query(encodeWhere(where, asJSON))}`,
      })),
    ),
    collection.chain((c) =>
      fc.tuple(fc.oneof(seededID(c.slug).map(String), hostileIDs), readParams(c, locales)).map(([id, params]) => ({
        family: 'findByID',
        method: 'GET' as const,
        url: `${api}/${c.slug}/${pct(id)}${query(params.filter((p) => !p.startsWith('where')))}`,
      })),
    ),
    fc.tuple(collection, fc.boolean()).chain(([c, asForm]) =>
      fc.tuple(whereOf(c, ids), readParams(c, locales)).map(([where, params]) => ({
        family: `find:override:${asForm ? 'form' : 'json'}`,
        where,
        method: 'POST' as const,
        url: `${api}/${c.slug}`,
        headers: {
          'x-http-method-override': 'GET',
          'content-type': asForm ? 'application/x-www-form-urlencoded' : 'application/json',
        },
        payload: asForm ? [...encodeWhere(where, false), ...params].join('&') : json({ where, limit: 5, depth: 1 }),
      })),
    ),
    // Collection writes.
    collection.chain((c) =>
      bodyFor(c.fields, ids, locales).map((body) => ({
        family: 'create',
        method: 'POST' as const,
        url: `${api}/${c.slug}`,
        payload: json(body),
      })),
    ),
    collection.chain((c) =>
      fc
        .tuple(
          writeID(caller, c.slug),
          bodyFor(c.fields, ids, locales),
          fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: hostileString(100) }),
        )
        .map(([id, body, updatedAt]) => ({
          family: 'updateByID',
          method: 'PATCH' as const,
          url: `${api}/${c.slug}/${pct(id)}`,
          payload: json(body),
          headers: updatedAt === undefined ? {} : { 'x-atrium-updated-at': updatedAt.replace(/[^\x20-\x7e]/g, '') },
        })),
    ),
    collection.chain((c) =>
      fc.tuple(writeWhere(caller, c), bodyFor(c.fields, ids, locales), fc.boolean()).map(([where, body, asJSON]) => ({
        family: 'update:where',
        where,
        method: 'PATCH' as const,
        url: `${api}/${c.slug}${query(encodeWhere(where, asJSON))}`,
        payload: json(body),
      })),
    ),
    collection.chain((c) =>
      writeID(caller, c.slug).map((id) => ({
        family: 'deleteByID',
        method: 'DELETE' as const,
        url: `${api}/${c.slug}/${pct(id)}`,
      })),
    ),
    collection.chain((c) =>
      fc.tuple(writeWhere(caller, c), fc.boolean()).map(([where, asJSON]) => ({
        family: 'delete:where',
        where,
        method: 'DELETE' as const,
        url: `${api}/${c.slug}${query(encodeWhere(where, asJSON))}`,
      })),
    ),
    collection.chain((c) =>
      fc
        .tuple(
          fc.oneof(seededID(c.slug).map(String), hostileIDs),
          fc.option(documentOf(c.fields, ids, locales), { nil: undefined }),
        )
        .map(([id, body]) => ({
          family: 'duplicate',
          method: 'POST' as const,
          url: `${api}/${c.slug}/${pct(id)}/duplicate`,
          payload: body === undefined ? undefined : json(body),
        })),
    ),
    // Globals.
    global.chain((g) =>
      readParams(g, locales).map((params) => ({
        family: 'global:read',
        method: 'GET' as const,
        url: `${api}/globals/${g.slug}${query(params.filter((p) => !p.startsWith('where')))}`,
      })),
    ),
    global.chain((g) =>
      fc.tuple(bodyFor(g.fields, ids, locales), fc.constantFrom('POST' as const, 'PATCH' as const)).map(([body, method]) => ({
        family: 'global:update',
        method,
        url: `${api}/globals/${g.slug}`,
        payload: json(body),
        allowed: mayUpdateGlobal(caller, g.slug) ? { global: g.slug } : undefined,
      })),
    ),
    // Auth routes.
    fc.tuple(authSlug, credentials).map(([slug, body]) => ({
      family: 'auth:login',
      method: 'POST' as const,
      url: `${api}/${slug}/login`,
      payload: json(body),
    })),
    authSlug.chain((slug) =>
      fc.constantFrom(
        { family: 'auth:me', method: 'GET' as const, url: `${api}/${slug}/me` },
        { family: 'auth:init', method: 'GET' as const, url: `${api}/${slug}/init` },
        { family: 'auth:refresh', method: 'POST' as const, url: `${api}/${slug}/refresh-token` },
        { family: 'auth:logout', method: 'POST' as const, url: `${api}/${slug}/logout` },
      ),
    ),
    fc
      .tuple(
        authSlug,
        fc.oneof(documentOf(model.collections.find((c) => c.slug === 'users')?.fields ?? [], ids, locales), hostileJSON),
        credentials,
      )
      .map(([slug, doc, creds]) => ({
        family: 'auth:firstRegister',
        method: 'POST' as const,
        url: `${api}/${slug}/first-register`,
        payload: json(
          doc && typeof doc === 'object' && !Array.isArray(doc) && creds && typeof creds === 'object'
            ? { ...doc, ...creds }
            : doc,
        ),
      })),
    fc.tuple(authSlug, emailBody).map(([slug, body]) => ({
      family: 'auth:forgot',
      method: 'POST' as const,
      url: `${api}/${slug}/forgot-password`,
      payload: json(body),
    })),
    fc
      .tuple(
        authSlug,
        fc.oneof(fc.record({ token: hostileString(1000), password: hostileString(1000) }, { requiredKeys: [] }), hostileJSON),
      )
      .map(([slug, body]) => ({
        family: 'auth:reset',
        method: 'POST' as const,
        url: `${api}/${slug}/reset-password`,
        payload: json(body),
      })),
    fc.tuple(authSlug, emailBody).map(([slug, body]) => ({
      family: 'auth:unlock',
      method: 'POST' as const,
      url: `${api}/${slug}/unlock`,
      payload: json(body),
    })),
    fc
      .tuple(authSlug, hostileString(500))
      .map(([slug, token]) => ({ family: 'auth:verify', method: 'POST' as const, url: `${api}/${slug}/verify/${pct(token)}` })),
    // Access.
    fc.constant({ family: 'access', method: 'GET' as const, url: `${api}/access` }),
    fc
      .tuple(
        anySlug,
        fc.oneof(
          collection.chain((c) => seededID(c.slug).map(String)),
          hostileIDs,
        ),
      )
      .map(([slug, id]) => ({
        family: 'access:doc',
        method: 'POST' as const,
        url: `${api}/${slug}/access/${pct(id)}`,
      })),
    // Preferences (the caller's own; keys the seed used are never aimed at, so seeded preferences must stay).
    fc
      .tuple(
        preferenceKey,
        fc.constantFrom('GET' as const, 'POST' as const, 'DELETE' as const),
        fc.oneof({ weight: 4, arbitrary: hostileJSON.map((value) => ({ value })) }, { weight: 1, arbitrary: hostileJSON }),
      )
      .map(([key, method, body]) => ({
        family: `preferences:${method}`,
        method,
        url: `${api}/payload-preferences/${pct(key)}`,
        payload: method === 'POST' ? json(body) : undefined,
      })),
    // Form state and SEO generation (nothing is stored by either).
    fc
      .tuple(
        fc.oneof(collection, global),
        fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom('create', 'update') },
          { weight: 1, arbitrary: fc.constantFrom('delete', '', null) },
        ),
      )
      .chain(([t, operation]) =>
        fc
          .record(
            {
              target: fc.oneof(
                { weight: 8, arbitrary: fc.constant(t.slug) },
                { weight: 1, arbitrary: fc.oneof(fc.constantFrom(...prototypeNames), hostileString(200)) },
              ),
              // A new document has no id; one being updated has one.
              id:
                operation === 'update' && t.kind === 'collection'
                  ? fc.oneof({ weight: 4, arbitrary: seededID(t.slug) }, { weight: 1, arbitrary: hostileScalar })
                  : hostileScalar,
              data: bodyFor(t.fields, ids, locales),
              schemaPath: fc.oneof(fc.constantFrom(...t.paths.map((p) => p.path)), hostileString(200)),
              locale: fc.constantFrom(...locales, 'xx', '__proto__'),
            },
            { requiredKeys: operation === 'update' && t.kind === 'collection' ? ['target', 'data', 'id'] : ['target', 'data'] },
          )
          .map(({ target, ...rest }) => ({
            family: 'formState',
            method: 'POST' as const,
            url: `${api}/form-state`,
            payload: json({ [t.kind]: target, operation, ...rest }),
          })),
      ),
    fc
      .tuple(
        fc.oneof(collection, global),
        fc.oneof(
          { weight: 6, arbitrary: fc.constantFrom(...seoGenerateKinds) },
          { weight: 1, arbitrary: fc.constantFrom('nope', ...prototypeNames) },
        ),
      )
      .chain(([t, kind]) =>
        fc
          .record(
            {
              target: fc.oneof(
                { weight: 8, arbitrary: fc.constant(t.slug) },
                { weight: 1, arbitrary: fc.oneof(fc.constantFrom(...prototypeNames), hostileString(200)) },
              ),
              id: fc.oneof(t.kind === 'collection' ? seededID(t.slug) : fc.constant(1), hostileScalar),
              path: fc.oneof(
                { weight: 4, arbitrary: fc.constantFrom(...t.seoPaths, 'meta') },
                { weight: 1, arbitrary: fc.oneof(fc.constantFrom('title', '', 'meta.title'), hostileString(200)) },
              ),
              doc: bodyFor(t.fields, ids, locales),
              locale: fc.constantFrom(...locales, 'xx'),
            },
            { requiredKeys: ['target', 'path', 'doc'] },
          )
          .map(({ target, ...rest }) => ({
            family: 'seo',
            method: 'POST' as const,
            url: `${api}/plugin-seo/generate-${pct(kind)}`,
            payload: json({ [t.kind]: target, ...rest }),
          })),
      ),
    // Slugs and routes that are not in the config, and methods no route has.
    fc
      .tuple(
        fc.oneof(fc.constantFrom(...prototypeNames), hostileString(600)),
        fc.constantFrom('', '/1', '/count', '/1/duplicate', '/access/1', '/login', '/me'),
        fc.constantFrom('GET' as const, 'POST' as const, 'PATCH' as const, 'DELETE' as const),
        fc.boolean(),
      )
      .map(([slug, rest, method, isGlobal]) => ({
        family: 'slug:unknown',
        method,
        url: `${api}/${isGlobal ? 'globals/' : ''}${pct(slug)}${rest}`,
        payload: method === 'GET' || method === 'DELETE' ? undefined : '{}',
      })),
    fc.tuple(anySlug, fc.constantFrom('PUT' as const, 'HEAD' as const, 'OPTIONS' as const)).map(([slug, method]) => ({
      family: 'method:other',
      method,
      url: `${api}/${slug}`,
    })),
  ];

  const credentials = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record(
        {
          email: fc.oneof(fc.constant(users.victim.email), fc.emailAddress(), hostileString(2000)),
          password: hostileString(2000),
        },
        { requiredKeys: [] },
      ),
    },
    // Real accounts only with their real password, so the fuzz never locks out the callers it signs in as.
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(users.admin.email, users.editor.email, users.admin.email.toUpperCase())
        .map((email) => ({ email, password: users.password })),
    },
    {
      weight: 1,
      arbitrary: fc.record(
        { email: fc.constant(users.victim.email), password: hostileScalar, username: hostileScalar },
        { requiredKeys: [] },
      ),
    },
    { weight: 1, arbitrary: hostileJSON },
  );
  const emailBody = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        email: fc.oneof(
          fc.constantFrom(users.victim.email, users.editor.email, users.admin.email),
          fc.emailAddress(),
          hostileString(2000),
        ),
      }),
    },
    { weight: 1, arbitrary: hostileJSON },
  );
  const preferenceKey = fc
    .oneof(fc.constantFrom('list-posts', 'nav', 'columns', 'list-pages', ...prototypeNames), hostileString(600))
    .filter((k) => !ctx.preferenceKeys.includes(k));

  /** Headers every request may carry: languages, content types, origins. */
  const headers = fc.record(
    {
      'accept-language': fc.oneof(
        fc.constantFrom('de', 'ar', 'de-CH;q=0.9, ar;q=0.8, *;q=0.1', 'xx', '*', ';;;', 'en-US,en;q=abc'),
        hostileString(300).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
      ),
      cookie: fc.constantFrom(
        'atrium-lng=de',
        'atrium-lng=__proto__',
        'atrium-token=garbage',
        'atrium-token=%E0%A4%A',
        'a=b; c',
        '=;=;',
      ),
      origin: fc.constantFrom('https://evil.example', 'null', 'http://localhost:80', 'not a url'),
      'sec-fetch-site': fc.constantFrom('cross-site', 'same-origin', 'none'),
      'content-type': fc.constantFrom(
        'text/plain',
        'application/json; charset=utf-8',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json;charset=latin1',
        'application/vnd.api+json',
      ),
    },
    { requiredKeys: [] },
  );
  const forgedCredential = fc.oneof(
    fc.constantFrom(
      'JWT',
      'JWT ',
      'Bearer',
      'Bearer null',
      'JWT a.b.c',
      'Bearer eyJhbGciOiJub25lIn0.eyJpZCI6MX0.',
      'users API-Key',
      'users API-Key nope',
      'posts API-Key x',
      'Basic Zm9vOmJhcg==',
      'tampered',
    ),
    hostileString(2000).map((s) => `JWT ${s.replace(/[^\x20-\x7e]/g, '')}`),
  );

  const request = (caller: Caller): fc.Arbitrary<FuzzRequest> =>
    fc
      .tuple(
        // The four read families come first and are sent three times as often: where trees are the largest surface.
        fc.oneof(...families(caller).map((arbitrary, i) => ({ arbitrary, weight: i < 4 ? 3 : 1 }))),
        headers,
        fc.oneof({ weight: 1, arbitrary: fc.constant(true) }, { weight: 2, arbitrary: fc.constant(false) }),
        caller === 'anonymous'
          ? fc.oneof(
              { weight: 3, arbitrary: fc.constant<AuthStyle>('none') },
              { weight: 1, arbitrary: fc.constant<AuthStyle>('forged') },
            )
          : fc.oneof(
              { weight: 6, arbitrary: fc.constant<AuthStyle>('jwt') },
              {
                weight: 1,
                arbitrary: fc.constantFrom<AuthStyle>(
                  'bearer',
                  'cookie',
                  'crossSiteCookie',
                  ...(caller === 'admin' ? (['apiKey'] as const) : []),
                ),
              },
            ),
        forgedCredential,
      )
      .map(([draft, extra, withExtra, auth, forged]) => {
        // Odd headers on a third of the requests: most should get past content negotiation to the operation.
        const out: FuzzRequest = { ...draft, caller, auth, headers: { ...(withExtra ? extra : {}), ...draft.headers } };
        if (auth === 'forged') out.forged = forged;
        // A body-less request with a JSON content type is normal; a body with none is sent as JSON.
        if (out.payload !== undefined && !('content-type' in out.headers)) out.headers['content-type'] = 'application/json';
        if (caller === 'editor') out.allowed = editorAllowance(out) ?? out.allowed;
        return out;
      });

  /** Which callers may change what; `allowed` on the request lists the checked documents it may change. */
  const mayUpdateGlobal = (caller: Caller, slug: string) => caller === 'admin' || (caller === 'editor' && staffGlobals.has(slug));
  /** The editor may edit its own account (not its roles), and edit or delete its own preference rows. */
  const editorAllowance = (r: FuzzRequest): FuzzRequest['allowed'] | undefined => {
    const path = r.url.split('?')[0];
    if (r.method === 'PATCH' && path === `${api}/users/${users.editor.id}`)
      return {
        collection: 'users',
        id: users.editor.id,
        fields: ['name', 'email', 'hash', 'enableAPIKey', 'apiKey', 'apiKeyIndex'],
      };
    // By id, or by key: once the editor has renamed its row's key, any key it writes may be that one.
    if (
      ((r.method === 'PATCH' || r.method === 'DELETE') && path === `${api}/payload-preferences/${ctx.preferenceIDs.editor}`) ||
      ((r.method === 'POST' || r.method === 'DELETE') && r.family.startsWith('preferences:'))
    )
      return { collection: 'payload-preferences', id: ctx.preferenceIDs.editor };
    return undefined;
  };

  return { request };
}
