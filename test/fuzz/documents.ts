import type { DataField } from '@atrium/core';
import fc from 'fast-check';
import { withKey } from './encode.ts';
import type { PathModel } from './model.ts';
import { deepNesting, hostileJSON, hostileScalar, hostileString, prototypeNames, validishValue } from './values.ts';

/** Relationship targets by collection: ids that exist, ids that do not, ids that are not ids (`strict`: ids that exist). */
export type IDs = (slug: string, strict?: boolean) => fc.Arbitrary<unknown>;

/** Keys a body should never be able to set, or that mean something to objects. */
const forbiddenKeys = [
  'id',
  'createdAt',
  'updatedAt',
  'password',
  'confirm-password',
  'hash',
  'salt',
  'sessions',
  'apiKey',
  'apiKeyIndex',
  'enableAPIKey',
  'loginAttempts',
  'lockUntil',
  'resetPasswordToken',
  'owner',
  'ownerKey',
  'roles',
  '_status',
  'globalType',
  ...prototypeNames,
];

const asPath = (field: DataField): PathModel => ({
  path: field.name,
  type: field.type,
  operators: [],
  options:
    'options' in field
      ? (field.options as unknown[]).map((o) => (typeof o === 'string' ? o : String((o as { value: unknown }).value)))
      : undefined,
  hasMany: 'hasMany' in field && !!field.hasMany,
  relationTo: 'relationTo' in field ? ([] as string[]).concat(field.relationTo as string | string[]) : undefined,
  min: 'min' in field && typeof field.min === 'number' ? field.min : undefined,
  max: 'max' in field && typeof field.max === 'number' ? field.max : undefined,
});

/**
 * A value for one field: mostly what it accepts (rows and blocks built from their own fields), sometimes not.
 * `strict` keeps to what it accepts (text may still be hostile text).
 */
function fieldValue(field: DataField, ids: IDs, locales: string[], level: number, strict: boolean): fc.Arbitrary<unknown> {
  let valid: fc.Arbitrary<unknown>;
  if (field.type === 'group') valid = documentOf(field.fields as DataField[], ids, locales, level + 1, strict);
  else if (field.type === 'array')
    valid = fc.array(documentOf(field.fields as DataField[], ids, locales, level + 1, strict), { maxLength: level > 1 ? 1 : 3 });
  else if (field.type === 'blocks') {
    const rows = field.blocks.map((block) =>
      documentOf(block.fields as DataField[], ids, locales, level + 1, strict).map((row) => ({ blockType: block.slug, ...row })),
    );
    if (!strict) rows.push(fc.record({ blockType: fc.oneof(hostileString(1000), fc.constantFrom(...prototypeNames)) }));
    valid = fc.array(fc.oneof(...rows), { maxLength: level > 1 ? 1 : 3 });
  } else valid = validishValue(asPath(field), ids, strict);
  if (strict) return valid;
  // A localized value may come as one locale's value or as every locale's at once (`locale=all`).
  if (field.localized && locales.length > 0)
    valid = fc.oneof(
      { weight: 4, arbitrary: valid },
      { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...locales, 'xx'), valid, { maxKeys: 3 }) },
    );
  return fc.oneof(
    { weight: 5, arbitrary: valid },
    { weight: 1, arbitrary: hostileScalar },
    { weight: 1, arbitrary: hostileJSON },
  );
}

/**
 * A document body for `fields`: any subset of them, plus keys it should not accept. `strict`: required fields
 * always, every value of the field's type, no stray keys (so that the write reaches the database).
 */
export function documentOf(
  fields: DataField[],
  ids: IDs,
  locales: string[],
  level = 0,
  strict = false,
): fc.Arbitrary<Record<string, unknown>> {
  const named = fields.filter((f) => 'name' in f && f.name && !(strict && 'hidden' in f && f.hidden));
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const field of named) shape[field.name] = fieldValue(field, ids, locales, level, strict);
  const required = strict ? named.filter((f) => 'required' in f && f.required).map((f) => f.name) : [];
  return fc
    .tuple(
      fc.record(shape, { requiredKeys: required }),
      level === 0 && !strict
        ? fc.array(fc.tuple(fc.constantFrom(...forbiddenKeys), hostileScalar), { maxLength: 2 })
        : fc.constant([]),
    )
    .map(([doc, extra]) => {
      const out: Record<string, unknown> = { ...doc };
      for (const [k, v] of extra) withKey(out, k, v);
      return out;
    });
}

/** A request body: mostly a document of the target's fields, sometimes anything at all. */
export function bodyFor(fields: DataField[], ids: IDs, locales: string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: documentOf(fields, ids, locales, 0, true) },
    { weight: 6, arbitrary: documentOf(fields, ids, locales) },
    { weight: 1, arbitrary: hostileJSON },
    { weight: 1, arbitrary: deepNesting() },
  );
}
