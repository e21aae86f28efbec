import type { FieldError } from '../errors/index.ts';
import { echo, type MessageKey, QueryError } from '../errors/index.ts';
import { rowFields, subFields } from '../fields/flattenFields.ts';
import { passesCondition } from '../fields/hooks/beforeChange.ts';
import { isPlainObject } from '../fields/shared/isPlainObject.ts';
import type { DataField } from '../fields/types.ts';
import { type FieldCursor, walkFields } from '../fields/walkFields.ts';
import type { AtriumRequest, DocumentID } from '../types.ts';
import type { FormState } from './types.ts';

type Data = Record<string, unknown>;
type Walk = {
  req: AtriumRequest;
  root: Data;
  id?: DocumentID;
  state: FormState;
  /** Paths of the fields left out (hidden, or not readable by the caller): their errors are not told either. */
  leftOut: Set<string>;
};

/**
 * The form state of a prepared document: every data field the caller may read, with its value, whether its
 * condition (and every condition around it) passes, and the first validation error at its path. The fields
 * stored inside rich text (a block's, a link's) are answered at their path in the value
 * (`content.root.children.3.fields.label`), so the editor's drawers can show them. Errors at deeper paths than
 * any field mark the nearest field above them; errors of fields left out stay untold.
 */
export async function formStateOf(
  fields: DataField[],
  data: Data,
  errors: FieldError[],
  options: { req: AtriumRequest; id?: DocumentID },
): Promise<FormState> {
  const walk: Walk = { req: options.req, root: data, id: options.id, state: {}, leftOut: new Set() };
  await visit(fields, data, walk);
  const { state } = walk;
  for (const error of errors) {
    let path = error.path;
    while (!(path in state) && !walk.leftOut.has(path) && path.includes('.')) path = path.slice(0, path.lastIndexOf('.'));
    const entry = state[path];
    if (entry?.valid) {
      entry.valid = false;
      entry.errorMessage = error.message;
    }
  }
  return state;
}

/** The entries at `schemaPath` and inside it; everything without one. */
export function pickSubtree(state: FormState, schemaPath: string | undefined): FormState {
  if (!schemaPath) return state;
  const subtree: FormState = {};
  for (const [path, entry] of Object.entries(state))
    if (path === schemaPath || path.startsWith(`${schemaPath}.`)) subtree[path] = entry;
  return subtree;
}

async function visit(fields: DataField[], data: Data, walk: Walk) {
  const { req, root } = walk;
  // Whether the field each level stands at shows: a field inside a hidden one is hidden too, whatever its own
  // condition says (and it is not validated).
  const shows = new Map<FieldCursor, boolean>();
  await walkFields(
    fields,
    async (at) => {
      const field = at.field;
      const siblingData = at.siblingData!;
      if (
        field.hidden ||
        (field.access?.read && (await field.access.read({ req, id: walk.id, doc: root, siblingData })) !== true)
      ) {
        walk.leftOut.add(at.path);
        return false;
      }
      const parentShows = at.parent ? shows.get(at.parent)! : true;
      const fieldShows = parentShows && passesCondition(field, root, siblingData, req);
      shows.set(at, fieldShows);
      walk.state[at.path] = { value: at.value, valid: true, passesCondition: fieldShows };
    },
    { data, richText: true, walkEmptyGroups: true },
  );
}

/**
 * Checks that `schemaPath` names a field (`meta.title`) or a row (`layout.2`) of these fields, with row
 * indexes; a block row is looked up in `data` to know its fields. Past a rich-text field the path goes into
 * its value (`content.root.children.3.fields`), which the editor's groups answer. A 400 names the first step
 * that does not fit.
 */
export function checkSchemaPath(fields: DataField[], data: Data, schemaPath: string, entity: string): void {
  const fail = (problem: MessageKey, vars: Record<string, unknown>): never => {
    throw new QueryError(problem, { schemaPath: echo(schemaPath), entity, ...vars });
  };
  let level: DataField[] | undefined = fields;
  let values: unknown = data;
  const segments = schemaPath.split('.');
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    if (!level) return; // inside a block row the data does not have: nothing to answer, nothing wrong
    const field: DataField | undefined = level.find((f) => f.name === segment);
    if (!field) fail('query:schemaPathNoField', { name: echo(segment), at: echo(segments.slice(0, i).join('.') || entity) });
    values = isPlainObject(values) ? values[segment] : undefined;
    if (field!.type === 'group') {
      level = subFields(field!);
      continue;
    }
    if (field!.type === 'richText') return;
    if (field!.type !== 'array' && field!.type !== 'blocks') {
      if (i < segments.length - 1) fail('query:schemaPathNoSubFields', { name: segment });
      return;
    }
    if (i === segments.length - 1) return;
    const index = segments[++i];
    if (!/^\d{1,9}$/.test(index)) fail('query:schemaPathRowIndex', { name: segment, index: echo(index) });
    const row: unknown = Array.isArray(values) ? values[Number(index)] : undefined;
    values = row;
    level = field!.type === 'array' ? subFields(field!) : isPlainObject(row) ? rowFields(field!, row) : undefined;
  }
}
