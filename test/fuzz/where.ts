import { whereOperators } from '@atrium/core';
import fc from 'fast-check';
import type { IDs } from './documents.ts';
import { withKey } from './encode.ts';
import type { PathModel, TargetModel } from './model.ts';
import { deepNesting, hostileJSON, hostileScalar, hostileString, prototypeNames, validishValue } from './values.ts';

const geometry = fc.oneof(
  fc.constant({ type: 'Point', coordinates: [13.4, 52.5] }),
  fc.constant({
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [20, 0],
        [20, 60],
        [0, 60],
        [0, 0],
      ],
    ],
  }),
  fc.constant({ type: 'Polygon', coordinates: [[[0, 0]]] }),
  fc.constant({ type: 'LineString', coordinates: 'x' }),
  hostileJSON,
);

const near = fc.oneof(
  fc
    .tuple(
      fc.double({ min: -200, max: 200, noNaN: true }),
      fc.double({ min: -100, max: 100, noNaN: true }),
      fc.integer({ min: -10, max: 1e7 }),
    )
    .map(([lng, lat, max]) => `${lng},${lat},${max}`),
  fc.constantFrom('13.4,52.5', '13.4,52.5,1000,10', '1,2,3,4,5', 'a,b', ',', '', 'NaN,NaN', '1e308,1e308,1e308'),
);

/** Text of a scalar or, for objects (which may carry their own `toString` key), their JSON. */
const asText = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));

/** A value for `operator` on path `p`: what the operator expects, or (unless `strict`) something it does not. */
function operand(p: PathModel | undefined, operator: string, ids: IDs, strict: boolean): fc.Arbitrary<unknown> {
  const typed = p ? validishValue(p, ids, strict) : hostileScalar;
  let expected: fc.Arbitrary<unknown>;
  switch (operator) {
    case 'in':
    case 'not_in':
    case 'all':
      expected = fc.oneof(
        fc.array(typed, { maxLength: 5 }),
        fc.array(typed, { maxLength: 4 }).map((a) => a.map(asText).join(',')),
      );
      break;
    case 'exists':
      expected = fc.constantFrom('true', 'false', true, false, '1', '0', 'yes');
      break;
    case 'near':
      expected = near;
      break;
    case 'within':
    case 'intersects':
      expected = geometry;
      break;
    default:
      expected = typed;
  }
  if (strict) return expected;
  return fc.oneof(
    { weight: 6, arbitrary: expected },
    { weight: 2, arbitrary: hostileScalar },
    { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 5 }), hostileScalar, { maxKeys: 2 }) },
  );
}

const hostilePath = fc.oneof(
  fc.constantFrom(...prototypeNames),
  fc.constantFrom(
    'nope',
    'title.__proto__',
    'hero.constructor',
    'a.b.c.d.e.f',
    '.',
    '..',
    'id.id',
    'author.author.author',
    'meta.',
  ),
  hostileString(20_000),
);

/**
 * One condition: a config path (or not) with one of its operators (or not) and an operand. `strict` keeps to
 * paths, operators and operands the query layer accepts, so the condition reaches the database.
 */
function condition(target: TargetModel, ids: IDs, strict: boolean): fc.Arbitrary<Record<string, unknown>> {
  if (strict)
    return fc
      .constantFrom(...target.paths.filter((p) => p.operators.length > 0))
      .chain((p) =>
        fc
          .constantFrom(...p.operators)
          .chain((op) => operand(p, op, ids, true).map((value) => withKey({}, p.path, withKey({}, op, value)))),
      );
  const known = fc.constantFrom(...target.paths).chain((p) =>
    fc
      .oneof(
        // A path without operators (a join) gets any operator, each of which must be refused with a 400.
        { weight: 8, arbitrary: fc.constantFrom(...(p.operators.length > 0 ? p.operators : whereOperators)) },
        { weight: 1, arbitrary: fc.constantFrom(...whereOperators) },
        {
          weight: 1,
          arbitrary: fc.oneof(fc.constantFrom(...prototypeNames, 'EQUALS', 'eq', '$ne', ''), hostileString(20_000)),
        },
      )
      .chain((op) => operand(p, op, ids, false).map((value) => ({ path: p.path, op, value }))),
  );
  const unknown = fc
    .tuple(hostilePath, fc.oneof(fc.constantFrom(...whereOperators), fc.constantFrom(...prototypeNames)))
    .chain(([path, op]) => operand(undefined, op, ids, false).map((value) => ({ path, op, value })));
  return fc
    .oneof({ weight: 9, arbitrary: known }, { weight: 1, arbitrary: unknown })
    .map(({ path, op, value }) => withKey({}, path, withKey({}, op, value)));
}

/**
 * A where tree of `target`: conditions under and/or up to a few levels, the odd deep or malformed one. Half the
 * trees are strict (every part valid), so that hostile values reach the SQL instead of stopping at the first
 * invalid condition.
 */
export function whereOf(target: TargetModel, ids: IDs): fc.Arbitrary<unknown> {
  const tree = (strict: boolean) =>
    fc.letrec<{ node: Record<string, unknown> }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', maxDepth: 4 },
        condition(target, ids, strict),
        fc
          .tuple(
            strict ? fc.constantFrom('and', 'or') : fc.constantFrom('and', 'or', 'AND', 'Or'),
            fc.array(tie('node'), { maxLength: 3 }),
          )
          .map(([op, items]) => ({ [op]: items })),
        fc.tuple(condition(target, ids, strict), condition(target, ids, strict)).map(([a, b]) => ({ ...a, ...b })),
      ),
    })).node;
  return fc.oneof(
    { weight: 10, arbitrary: tree(true) },
    { weight: 10, arbitrary: tree(false) },
    { weight: 1, arbitrary: fc.constantFrom({}, { and: [] }, { or: [] }, { title: {} }, []) },
    { weight: 1, arbitrary: hostileJSON },
    { weight: 1, arbitrary: deepNesting().map((d) => ({ and: [d] })) },
  );
}
