import type { DataField } from '@atrium/core/client';
import { dataFieldsOf } from '../config/dataFields.ts';
import { getIn, type Path } from '../forms/paths.ts';
import type { FieldColumns } from './fieldLayout.ts';

const last = Number.MAX_SAFE_INTEGER;

/**
 * Error paths in the order a reader meets the fields: the main column top to bottom, then the sidebar;
 * rows by index. Paths the config does not know keep their order, after the known ones. The first one is
 * where focus goes after a failed save.
 */
export function sortErrorPaths(columns: FieldColumns, data: Record<string, unknown>, paths: Path[]): Path[] {
  const top = [...dataFieldsOf(columns.main), ...dataFieldsOf(columns.sidebar)];
  const keys = new Map(paths.map((path) => [path, sortKey(top, data, path)]));
  return [...paths].sort((a, b) => compareKeys(keys.get(a)!, keys.get(b)!));
}

function sortKey(top: DataField[], data: Record<string, unknown>, path: Path): number[] {
  const segments = path.split('.');
  const key: number[] = [];
  let fields: DataField[] | undefined = top;
  let i = 0;
  while (i < segments.length && fields) {
    const index: number = fields.findIndex((field) => field.name === segments[i]);
    if (index < 0) break;
    key.push(index);
    const field: DataField = fields[index];
    i++;
    fields = undefined;
    if (field.type === 'group') fields = field.fields as DataField[];
    else if ((field.type === 'array' || field.type === 'blocks') && /^\d+$/.test(segments[i] ?? '')) {
      key.push(Number(segments[i]));
      const row = getIn(data, segments.slice(0, i + 1).join('.')) as Record<string, unknown> | undefined;
      i++;
      fields =
        field.type === 'array'
          ? (field.fields as DataField[])
          : (field.blocks.find((block) => block.slug === row?.blockType)?.fields as DataField[] | undefined);
    }
  }
  if (i < segments.length) key.push(last);
  return key;
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}
