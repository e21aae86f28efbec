import fc from 'fast-check';
import { withKey } from './encode.ts';
import type { PathModel } from './model.ts';

/** Names that mean something to JavaScript objects: as keys, slugs, paths, operators and values. */
export const prototypeNames = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
  'isPrototypeOf',
] as const;

/** Strings that have broken parsers, drivers and translators somewhere. */
const hostileLiterals = [
  '',
  ' ',
  'a',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '😀👍🏽',
  'Grüße',
  'مرحبا بالعالم',
  '日本語のタイトル',
  'e\u0301\u0301\u0301',
  '\u202etxet',
  '\ufeff',
  '\u2028\u2029',
  '\r\n\t\v\f',
  '%',
  '%00',
  '%zz',
  '%%%',
  '+',
  '&',
  '=',
  '[',
  ']',
  '[]',
  '{}',
  '""',
  '\\',
  '\\u0000',
  "' OR '1'='1",
  '"; DROP TABLE posts; --',
  '$gt',
  '{"$ne":null}',
  '*',
  '?',
  '_',
  '%_%',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'null',
  'undefined',
  'true',
  'false',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '0',
  '1',
  '1e308',
  '-1e308',
  '9007199254740993',
  '99999999999999999999999',
  '0x1f',
  '1.5',
  '2024-02-30',
  '2024-13-45T25:61:61Z',
  '2025-06-01T12:00:00.000Z',
  '10000-01-01',
  '-271821-04-20',
  'published',
  'draft',
  'admin',
  'editor',
  ...prototypeNames,
];

const hugeSizes = [1_000, 14_000, 100_000, 1_000_000];
const hugeUnits = ['a', 'é', '😀', '\u0000', '\ud800', ' ', '%', '['];

/** Any string, hostile ones often. `maxHuge` bounds the occasional very long one (URLs stay shorter than bodies). */
export function hostileString(maxHuge = 1_000_000): fc.Arbitrary<string> {
  const sizes = hugeSizes.filter((n) => n <= maxHuge);
  const huge = fc
    .tuple(fc.constantFrom(...(sizes.length ? sizes : [maxHuge])), fc.constantFrom(...hugeUnits))
    .map(([n, unit]) => unit.repeat(Math.ceil(n / unit.length)));
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...hostileLiterals) },
    { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
    { weight: 1, arbitrary: huge },
  );
}

/** Any JSON-ish scalar, wrong types included. */
export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  hostileString(100_000),
  fc.integer(),
  fc.constantFrom(0, -1, 1.5, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, Number.MIN_VALUE),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);

/**
 * Values nested `depth` levels deep, as arrays or objects: what deep-recursion bugs need. Past 64 levels the
 * value is a placeholder string that `toJSON` expands into the nested text (the fuzz's own JSON.stringify would
 * overflow its stack first); in a query string it stays a string.
 */
export function deepNesting(): fc.Arbitrary<unknown> {
  return fc
    .record({
      depth: fc.oneof(fc.integer({ min: 2, max: 64 }), fc.constantFrom(200, 1_000, 5_000, 12_000)),
      asArray: fc.boolean(),
      key: fc.constantFrom('a', 'and', 'children', 'value', '__proto__'),
    })
    .map(({ depth, asArray, key }) => {
      if (depth > 64) return `\u0001deep:${depth}:${asArray ? 'a' : 'o'}:${key}\u0001`;
      let value: unknown = 'leaf';
      for (let i = 0; i < depth; i++) value = asArray ? [value] : withKey({}, key, value);
      return value;
    });
}

const deepPlaceholder = /"\\u0001deep:(\d+):([ao]):([^"\\]*)\\u0001"/g;

/** JSON text of `value`, deep-nesting placeholders expanded. */
export function toJSON(value: unknown): string {
  const text = JSON.stringify(value) ?? 'null';
  return text.replace(deepPlaceholder, (_m, depth: string, kind: string, key: string) => {
    const n = Number(depth);
    const open = kind === 'a' ? '[' : `{${JSON.stringify(key)}:`;
    return `${open.repeat(n)}"leaf"${(kind === 'a' ? ']' : '}').repeat(n)}`;
  });
}

/** Arbitrary JSON values: small trees of hostile scalars, prototype keys and the occasional deep one. */
export const hostileJSON: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        hostileScalar,
        fc.array(tie('node'), { maxLength: 4 }),
        fc.dictionary(fc.oneof(fc.constantFrom(...prototypeNames), fc.string({ maxLength: 8 })), tie('node'), { maxKeys: 4 }),
      ),
    })).node,
  },
  { weight: 1, arbitrary: deepNesting() },
);

/** A small, valid Lexical editor state. */
const validRichText: fc.Arbitrary<unknown> = fc.string({ maxLength: 30 }).map((text) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        textFormat: 0,
        children: [{ type: 'text', version: 1, text, format: 0, mode: 'normal', style: '', detail: 0 }],
      },
    ],
  },
}));

/** A small Lexical editor state; sometimes broken in the ways stored rich text can be broken. */
export const richTextValue: fc.Arbitrary<unknown> = fc.oneof(
  validRichText,
  fc.constantFrom({ root: { type: 'root', children: 'nope' } }, { root: null }, { root: { type: 'paragraph' } }, []),
  hostileJSON,
);

/**
 * A value that the field would accept, or nearly; `strict`: one it accepts (text may still be hostile text).
 * `ids(slug, strict)` gives relationship targets.
 */
export function validishValue(
  p: PathModel,
  ids: (slug: string, strict?: boolean) => fc.Arbitrary<unknown>,
  strict = false,
): fc.Arbitrary<unknown> {
  switch (p.type) {
    case 'text':
    case 'textarea':
    case 'code': {
      // Text is where storage meets the caller's bytes: NUL, lone surrogates and odd Unicode are valid text.
      const one = fc.oneof(
        { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
        { weight: 1, arbitrary: fc.constantFrom(...hostileLiterals) },
        { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
      );
      return p.hasMany ? fc.array(one, { maxLength: 4 }) : one;
    }
    case 'email':
      return strict ? fc.emailAddress() : fc.oneof(fc.emailAddress(), fc.constantFrom('victim@fuzz.test', 'not-an-email'));
    case 'number': {
      const one = strict
        ? fc.integer({ min: p.min ?? 1, max: p.max ?? 50 })
        : fc.oneof(fc.integer({ min: -5, max: 50 }), fc.double({ noNaN: true, noDefaultInfinity: true }));
      return p.hasMany ? fc.array(one, { maxLength: 4 }) : one;
    }
    case 'checkbox':
      return fc.boolean();
    case 'date':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'select':
    case 'radio': {
      const one = fc.constantFrom(...(p.options?.length ? p.options : ['x']));
      return p.hasMany ? fc.uniqueArray(one, { maxLength: 3 }) : one;
    }
    case 'point':
      return fc.tuple(fc.double({ min: -180, max: 180, noNaN: true }), fc.double({ min: -90, max: 90, noNaN: true }));
    case 'relationship':
    case 'upload': {
      const targets = p.relationTo ?? [];
      const one =
        targets.length > 1
          ? fc.constantFrom(...targets).chain((relationTo) => ids(relationTo, strict).map((value) => ({ relationTo, value })))
          : ids(targets[0] ?? 'posts', strict);
      return p.hasMany ? fc.uniqueArray(one, { maxLength: 3, selector: (v) => JSON.stringify(v) }) : one;
    }
    case 'richText':
      return strict ? validRichText : richTextValue;
    case 'json':
      return strict
        ? fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.string(), fc.integer()), { maxKeys: 3 })
        : hostileJSON;
    default:
      return hostileScalar;
  }
}
