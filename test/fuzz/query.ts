import fc from 'fast-check';
import { pct, toQueryString } from './encode.ts';
import type { TargetModel } from './model.ts';
import { hostileString, prototypeNames, toJSON } from './values.ts';

/** How a where travels: qs-nested in the URL, a JSON string in the URL. (The method-override body is a route family.) */
export function encodeWhere(where: unknown, asJSON: boolean): string[] {
  if (asJSON) return [`where=${pct(toJSON(where))}`];
  return toQueryString(where, ['where']);
}

const number = fc.oneof(
  fc.integer({ min: -2, max: 12 }).map(String),
  fc.constantFrom('0', '1.5', '-1', '1e3', '1e308', '99999999999999999999', 'NaN', 'x', '', '10001', '0x10', ' 1', '[]'),
);

/**
 * Query parameters of a read: sort, limit, page, depth, select, locale…, each present or not; valid ones half the
 * time (so the where beside them reaches the database), anything the other half.
 */
export function readParams(target: TargetModel, locales: string[]): fc.Arbitrary<string[]> {
  return fc.oneof(validParams(target, locales), anyParams(target, locales));
}

function validParams(target: TargetModel, locales: string[]): fc.Arbitrary<string[]> {
  const scalar = target.paths.filter(
    (p) => !['array', 'blocks', 'group', 'richText', 'json', 'point'].includes(p.type) && !p.viaRelation && !p.path.includes('.'),
  );
  const path = fc.constantFrom(...scalar.map((p) => p.path), 'id', 'createdAt', 'updatedAt');
  return fc
    .record(
      {
        sort: fc.tuple(fc.boolean(), path).map(([desc, p]) => [`sort=${desc ? '-' : ''}${p}`]),
        limit: fc.integer({ min: 0, max: 30 }).map((n) => [`limit=${n}`]),
        page: fc.integer({ min: 1, max: 3 }).map((n) => [`page=${n}`]),
        depth: fc.integer({ min: 0, max: 3 }).map((n) => [`depth=${n}`]),
        select: fc.uniqueArray(path, { minLength: 1, maxLength: 3 }).map((items) => [`select=${items.join(',')}`]),
        locale: fc.constantFrom(...locales, 'all').map((v) => [`locale=${v}`]),
      },
      { requiredKeys: [] },
    )
    .map((parts) => Object.values(parts).flat());
}

function anyParams(target: TargetModel, locales: string[]): fc.Arbitrary<string[]> {
  const paths = target.paths.map((p) => p.path);
  const path = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...paths, 'id', 'createdAt', 'updatedAt') },
    { weight: 1, arbitrary: fc.constantFrom(...prototypeNames) },
    { weight: 1, arbitrary: hostileString(5_000) },
  );
  const sort = fc.oneof(
    fc
      .array(fc.tuple(fc.boolean(), path), { minLength: 1, maxLength: 3 })
      .map((items) => [`sort=${pct(items.map(([desc, p]) => (desc ? '-' : '') + p).join(','))}`]),
    fc.array(path, { minLength: 1, maxLength: 3 }).map((items) => items.flatMap((p, i) => toQueryString(p, ['sort', String(i)]))),
  );
  const select = fc.oneof(
    fc.array(path, { minLength: 1, maxLength: 4 }).map((items) => [`select=${pct(items.join(','))}`]),
    fc
      .array(fc.tuple(path, fc.constantFrom('true', 'false', '1', 'x')), { minLength: 1, maxLength: 3 })
      .map((items) => items.flatMap(([p, v]) => toQueryString(v, ['select', ...p.split('.')]))),
  );
  const locale = fc.oneof(
    fc.constantFrom(...locales, 'all', '*', 'xx', ''),
    fc.constantFrom(...prototypeNames),
    hostileString(200),
  );
  const flag = fc.constantFrom('true', 'false', '1', '0', 'yes', '');
  const junk = fc.oneof(
    fc.constantFrom(
      '__proto__[polluted]=1',
      'constructor[prototype][polluted]=1',
      'a[__proto__]=1',
      '%00=1',
      '=',
      '&&',
      'a[=1',
      'a]=1',
      'where',
      'where[',
      'where[]=1',
    ),
    fc.tuple(hostileString(1000), hostileString(1000)).map(([k, v]) => `${pct(k)}=${pct(v)}`),
  );
  return fc
    .record(
      {
        sort,
        limit: number.map((v) => [`limit=${v}`]),
        page: number.map((v) => [`page=${v}`]),
        depth: number.map((v) => [`depth=${v}`]),
        select,
        locale: locale.map((v) => [`locale=${pct(v)}`]),
        fallback: locale.map((v) => [`fallback-locale=${pct(v)}`]),
        pagination: flag.map((v) => [`pagination=${v}`]),
        draft: flag.map((v) => [`draft=${v}`]),
        junk: fc.array(junk, { maxLength: 2 }),
      },
      { requiredKeys: [] },
    )
    .map((parts) => Object.values(parts).flat());
}
