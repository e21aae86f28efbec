import type { GeoValue, NearValue, PathStep, QueryValueKind, ResolvedPath, WhereNode, WhereOperator } from '@atrium/core';
import type { ScalarKind, SqlDialect } from './dialects/sqlDialect.ts';

/** State of one statement being built: its parameters in text order and what the ORDER BY may need. */
export type CompileContext = {
  dialect: SqlDialect;
  params: unknown[];
  /** SQL name (quoted, qualified) of a collection's table. */
  table: (slug: string) => string;
  idType: (slug: string) => 'number' | 'uuid';
  aliases: number;
  /** The first `near` condition on the document itself: results are ordered by its distance when no sort is given. */
  near?: { lng: string; lat: string; value: NearValue };
  /**
   * Write the document's own expressions so no index matches them (SQLite's `+x`): set when most rows match
   * and the ORDER BY has an index, which then finds a page sooner than the filter's index would.
   */
  hideIndexes?: boolean;
  /**
   * With `hideIndexes`, SQLite: the table being read and the index on each indexed expression of its documents.
   * An equality on such an expression is then answered by a probe of its index for the row's id rather than by
   * reading the expression out of the document's JSON, so rows that fail the filter are never read at all.
   */
  probe?: { table: string; indexOf(expression: string): string | undefined };
  /** The expressions of the collection read that have a trigram index (PostgreSQL's pg_trgm). */
  searched?: ReadonlySet<string>;
  /** Set by a text search on a `searched` expression: planned for its values each time (`QueryOptions.oneShot`). */
  oneShot?: boolean;
};

/** A scalar of the document; hidden from indexes when the context asks for it. */
function scalarOf(
  ctx: CompileContext,
  doc: string,
  keys: readonly string[],
  kind: Parameters<CompileContext['dialect']['scalar']>[2],
): string {
  const expression = ctx.dialect.scalar(doc, keys, kind);
  return ctx.hideIndexes && doc === 'data' ? `+${expression}` : expression;
}

/** Binds a value and returns its placeholder. */
export function bind(ctx: CompileContext, value: unknown): string {
  ctx.params.push(ctx.dialect.param(value));
  return ctx.dialect.placeholder(ctx.params.length);
}

/** Whether a where tree matches every document, so the WHERE clause (and a filtered count) can be skipped. */
export function isUnfiltered(where: WhereNode | undefined): boolean {
  if (!where) return true;
  if (where.kind === 'constant') return where.value;
  if (where.kind === 'and') return where.children.every(isUnfiltered);
  return false;
}

/** Compiles a where tree to a boolean SQL expression over the table's `data` column; values become parameters. */
export function compileWhere(node: WhereNode, ctx: CompileContext, doc = 'data'): string {
  switch (node.kind) {
    case 'constant':
      return node.value ? 'TRUE' : 'FALSE';
    case 'and':
      return node.children.length === 0
        ? 'TRUE'
        : `(${node.children.map((child) => compileWhere(child, ctx, doc)).join(' AND ')})`;
    case 'or':
      return node.children.length === 0
        ? 'FALSE'
        : `(${node.children.map((child) => compileWhere(child, ctx, doc)).join(' OR ')})`;
    case 'condition':
      return compileCondition(node.path, node.operator, node.value, ctx, doc);
  }
}

const negatives: Partial<Record<WhereOperator, WhereOperator>> = { not_equals: 'equals', not_in: 'in', not_like: 'like' };

// A comparison with a missing value is NULL; COALESCE makes the negation match those documents too.
const negate = (sql: string) => `NOT COALESCE(${sql}, FALSE)`;

function compileCondition(path: ResolvedPath, operator: WhereOperator, value: unknown, ctx: CompileContext, doc: string): string {
  if ((operator === 'equals' && value === null) || (operator === 'exists' && !value))
    return negate(positive(path, 'exists', true, ctx, doc));
  if (operator === 'not_equals' && value === null) return positive(path, 'exists', true, ctx, doc);
  const positiveOperator = negatives[operator];
  if (positiveOperator) return negate(positive(path, positiveOperator, value, ctx, doc));
  return positive(path, operator, value, ctx, doc);
}

/** The table column of each document property that has one. */
export const columns = { id: 'id', createdAt: 'created_at', updatedAt: 'updated_at' } as const;

function positive(path: ResolvedPath, operator: WhereOperator, value: unknown, ctx: CompileContext, doc: string): string {
  if (path.column) {
    const column = doc === 'data' ? columns[path.column] : `${doc.slice(0, -'.data'.length)}.${columns[path.column]}`;
    return columnCondition(column, operator, value, ctx);
  }
  return walk(path, 0, doc, operator, value, ctx);
}

function columnCondition(column: string, operator: WhereOperator, value: unknown, ctx: CompileContext): string {
  if (operator === 'contains' || operator === 'like') return textMatch(`CAST(${column} AS TEXT)`, operator, value, ctx);
  if (operator === 'all') return allScalar(column, value, ctx);
  return compare(column, operator, value, ctx);
}

/** Follows the path's steps; `each` and `relation` steps become correlated subqueries. */
function walk(
  path: ResolvedPath,
  from: number,
  doc: string,
  operator: WhereOperator,
  value: unknown,
  ctx: CompileContext,
): string {
  const { steps } = path;
  const keys: string[] = [];
  let i = from;
  while (i < steps.length && steps[i].kind === 'key') keys.push((steps[i++] as Extract<PathStep, { kind: 'key' }>).key);
  if (i === steps.length) return leaf(path, doc, keys, operator, value, ctx);

  const step = steps[i];
  if (step.kind === 'each') {
    const alias = `e${++ctx.aliases}`;
    const { from: source, element, guard } = ctx.dialect.elements(doc, keys, alias);
    const rest = walk(path, i + 1, element, operator, value, ctx);
    return `EXISTS (SELECT 1 FROM ${source} WHERE ${guard ? `${guard} AND ` : ''}${rest})`;
  }

  const relation = step as Extract<PathStep, { kind: 'relation' }>;
  const alias = `r${++ctx.aliases}`;
  let prefix = '';
  if (relation.polymorphic) {
    prefix = `${scalarOf(ctx, doc, [...keys, 'relationTo'], 'text')} = ${bind(ctx, relation.collection)} AND `;
    keys.push('value');
  }
  const idKind: ScalarKind = ctx.idType(relation.collection) === 'uuid' ? 'text' : 'bigint';
  const target = scalarOf(ctx, doc, keys, idKind);
  const rest = steps.slice(i + 1);
  // Bound before the condition so parameters stay in text order.
  const readable = relation.where ? `${compileWhere(relation.where, ctx, `${alias}.data`)} AND ` : '';
  let inner: string;
  if (rest.length === 0) inner = columnCondition(`${alias}.id`, operator, value, ctx);
  else if (rest.length === 1 && rest[0].kind === 'key' && rest[0].key in columns)
    inner = columnCondition(`${alias}.${columns[rest[0].key as keyof typeof columns]}`, operator, value, ctx);
  else inner = walk(path, i + 1, `${alias}.data`, operator, value, ctx);
  return `(${prefix}${target} IN (SELECT ${alias}.id FROM ${ctx.table(relation.collection)} AS ${alias} WHERE ${readable}${inner}))`;
}

/** How the stored value is read for a query kind (the same choice the indexes make). */
export function scalarKind(kind: QueryValueKind, idType: 'number' | 'uuid' | undefined): ScalarKind {
  switch (kind) {
    case 'number':
      return 'number';
    case 'relationship':
      return idType === 'uuid' ? 'text' : 'bigint';
    case 'json':
    case 'point':
      return 'json';
    case 'richText':
      return 'jsonText';
    default:
      return 'text';
  }
}

function leaf(
  path: ResolvedPath,
  doc: string,
  keys: string[],
  operator: WhereOperator,
  value: unknown,
  ctx: CompileContext,
): string {
  const { dialect } = ctx;
  if (path.isMany) {
    if (operator === 'exists') return dialect.nonEmptyArray(doc, keys);
    if (operator === 'all') {
      ctx.params.push(JSON.stringify(value));
      return dialect.containsAll(doc, keys, dialect.placeholder(ctx.params.length));
    }
    const alias = `e${++ctx.aliases}`;
    const { from, element, guard } = dialect.elements(doc, keys, alias);
    const test = scalarCondition({ ...path, isMany: false }, element, [], operator, value, ctx);
    return `EXISTS (SELECT 1 FROM ${from} WHERE ${guard ? `${guard} AND ` : ''}${test})`;
  }
  return scalarCondition(path, doc, keys, operator, value, ctx);
}

function scalarCondition(
  path: ResolvedPath,
  doc: string,
  keys: string[],
  operator: WhereOperator,
  value: unknown,
  ctx: CompileContext,
): string {
  const { dialect } = ctx;
  const kind = scalarKind(path.kind, path.idType);
  switch (operator) {
    case 'exists':
      // JSON null reads as SQL NULL in this form on both dialects.
      return `${scalarOf(ctx, doc, keys, 'text')} IS NOT NULL`;
    case 'contains':
    case 'like':
      return textMatch(
        scalarOf(ctx, doc, keys, kind === 'json' || kind === 'jsonText' ? 'jsonText' : 'text'),
        operator,
        value,
        ctx,
      );
    case 'near':
    case 'within':
    case 'intersects':
      return geoCondition(doc, keys, operator, value, ctx);
  }
  if (kind === 'json') {
    const expression = scalarOf(ctx, doc, keys, 'json');
    const values = operator === 'in' ? (value as unknown[]) : operator === 'equals' || operator === 'all' ? [value] : undefined;
    if (!values) throw new Error(`Operator ${operator} is not supported on ${path.path}`);
    const tests = values.map((v) => dialect.jsonEquals(expression, bind(ctx, dialect.jsonValue(v))));
    return operator === 'all' ? tests.join(' AND ') : `(${tests.join(' OR ')})`;
  }
  if (operator === 'equals' && ctx.hideIndexes && ctx.probe && doc === 'data') {
    const index = ctx.probe.indexOf(dialect.scalar(doc, keys, kind));
    if (index) {
      // Every index holds (expression, rowid): one seek per row, no JSON parsed (a ~5 KB document each).
      const alias = `h${++ctx.aliases}`;
      const { table } = ctx.probe;
      return `EXISTS (SELECT 1 FROM ${table} AS ${alias} INDEXED BY ${dialect.quote(index)} WHERE ${dialect.scalar(`${alias}.data`, keys, kind)} = ${bind(ctx, value)} AND ${alias}.id = ${table}.id)`;
    }
  }
  const expression = scalarOf(ctx, doc, keys, kind);
  if (operator === 'all') return allScalar(expression, value, ctx);
  return compare(expression, operator, value, ctx);
}

const comparisons: Partial<Record<WhereOperator, string>> = {
  equals: '=',
  greater_than: '>',
  greater_than_equal: '>=',
  less_than: '<',
  less_than_equal: '<=',
};

function compare(expression: string, operator: WhereOperator, value: unknown, ctx: CompileContext): string {
  if (operator === 'exists') return `${expression} IS NOT NULL`;
  if (operator === 'in') return ctx.dialect.inList(expression, bind(ctx, ctx.dialect.listParam(value as unknown[])));
  const sign = comparisons[operator];
  if (!sign) throw new Error(`Unsupported where operator: ${operator}`);
  return `${expression} ${sign} ${bind(ctx, value)}`;
}

// On a single value, `all` holds when every listed value equals it.
function allScalar(expression: string, value: unknown, ctx: CompileContext): string {
  return `(${(value as unknown[]).map((v) => `${expression} = ${bind(ctx, v)}`).join(' AND ')})`;
}

function textMatch(text: string, operator: 'contains' | 'like' | WhereOperator, value: unknown, ctx: CompileContext): string {
  const words = operator === 'like' ? (value as unknown[]) : [value];
  if (words.length === 0) return 'TRUE';
  // A trigram index is the best plan for a rare word and the worst for a common one; elsewhere the plan does not
  // depend on the word, and a named statement saves planning it every time.
  if (ctx.searched?.has(text)) ctx.oneShot = true;
  // Substring search: `%` and `_` in the value stay literal (SQLite by position, PostgreSQL by an escaped pattern).
  return `(${words.map((word) => ctx.dialect.contains(text, bind(ctx, ctx.dialect.containsValue(String(word).toLowerCase())))).join(' AND ')})`;
}

function geoCondition(doc: string, keys: string[], operator: WhereOperator, value: unknown, ctx: CompileContext): string {
  const { dialect } = ctx;
  const lng = ctx.dialect.scalar(doc, [...keys, '0'], 'number');
  const lat = ctx.dialect.scalar(doc, [...keys, '1'], 'number');
  if (operator === 'near') {
    const near = value as NearValue;
    if (!ctx.near && doc === 'data') ctx.near = { lng, lat, value: near };
    const distance = () => dialect.distance(lng, lat, bind(ctx, near.lng), bind(ctx, near.lat));
    const tests = [`${lng} IS NOT NULL`];
    if (near.maxDistance != null) tests.push(`${distance()} <= ${bind(ctx, near.maxDistance)}`);
    if (near.minDistance != null) tests.push(`${distance()} >= ${bind(ctx, near.minDistance)}`);
    return `(${tests.join(' AND ')})`;
  }
  const geometry = value as GeoValue;
  if (geometry.type === 'Polygon') return dialect.inPolygon(lng, lat, bind(ctx, dialect.polygonParam(geometry.ring)));
  if (operator === 'within') return 'FALSE';
  return `(${lng} = ${bind(ctx, geometry.coordinates[0])} AND ${lat} = ${bind(ctx, geometry.coordinates[1])})`;
}
