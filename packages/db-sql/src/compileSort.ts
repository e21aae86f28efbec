import type { ResolvedPath, SortNode } from '@atrium/core';
import { bind, type CompileContext, columns, scalarKind } from './compileWhere.ts';

/** The SQL expression a sort key orders by: the column, or the same JSON expression its index uses. */
export function sortExpression(path: ResolvedPath, ctx: CompileContext): string {
  if (path.column) return columns[path.column];
  const keys = path.steps.map((step) => {
    if (step.kind !== 'key') throw new Error(`Cannot sort by ${path.path}: it crosses an array or a relationship`);
    return step.key;
  });
  const kind = scalarKind(path.kind, path.idType);
  return ctx.dialect.scalar('data', keys, kind === 'json' ? 'jsonText' : kind);
}

/**
 * Builds the ORDER BY clause. NULL sorts as the smallest value; `id` in the direction of the last key breaks
 * ties so pages are stable. No sort: `id` descending, or distance ascending when a `near` condition is present.
 */
export function compileSort(sort: SortNode[] | undefined, ctx: CompileContext): string {
  if (!sort || sort.length === 0) {
    const { near } = ctx;
    if (!near) return 'ORDER BY id DESC';
    return `ORDER BY ${ctx.dialect.distance(near.lng, near.lat, bind(ctx, near.value.lng), bind(ctx, near.value.lat))} ASC, id ASC`;
  }
  const parts: string[] = [];
  for (const { path, direction } of sort) {
    parts.push(
      `${sortExpression(path, ctx)} ${direction === 'asc' ? 'ASC' : 'DESC'}${path.column === 'id' ? '' : ctx.dialect.nulls(direction)}`,
    );
  }
  const last = sort[sort.length - 1];
  if (last.path.column !== 'id') parts.push(`id ${last.direction === 'asc' ? 'ASC' : 'DESC'}`);
  return `ORDER BY ${parts.join(', ')}`;
}
