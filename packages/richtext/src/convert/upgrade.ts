import { type EditorState, nodeVersions, type SerializedNode } from '../types.ts';
import {
  type ConvertContext,
  childPath,
  clonePlain,
  directionOf,
  emptyEditorState,
  extras,
  isRecord,
  type JSONRecord,
  linkFields,
  referenceValue,
  stableId,
} from './shared.ts';
import { toUnknownConverted } from './unknown.ts';

/** The outcome of `upgradeEditorState`. */
export type UpgradeResult = {
  /** The upgraded state; the input object itself when nothing needed upgrading. */
  state: EditorState;
  /** Whether anything was upgraded (that is, whether the state should be saved again). */
  changed: boolean;
};

function versionOf(node: JSONRecord): number {
  // A node without a numeric version is taken to be of the oldest version: the upgrades accept every older shape.
  return typeof node.version === 'number' ? node.version : 0;
}

function layoutOf(node: JSONRecord, children: readonly unknown[]) {
  const direction = node.direction === 'ltr' || node.direction === 'rtl' || node.direction === null ? node.direction : undefined;
  return {
    direction: direction === undefined ? directionOf(children) : direction,
    format: typeof node.format === 'string' ? node.format : '',
    indent: typeof node.indent === 'number' ? node.indent : 0,
  };
}

/**
 * Upload v1/v2 → v3. The reference's `value` becomes the id when a (populated) document with an id was stored;
 * a missing `id` is derived from the node's path; `fields` defaults to `{}` and `format` to `''`. Other keys are
 * kept. An upload without a collection or a value cannot be upgraded and is kept as `unknownConverted`.
 */
function upgradeUpload(node: JSONRecord, path: string, context: ConvertContext, source: string): SerializedNode {
  const value = referenceValue(node.value);
  if (typeof node.relationTo !== 'string' || node.relationTo === '' || value === undefined) {
    return toUnknownConverted(node, 'upload', {
      warned: context.warned,
      source,
      reason: 'an upload needs a collection (relationTo) and a value',
    });
  }
  return {
    ...extras(node, ['type', 'version', 'id', 'relationTo', 'value', 'fields', 'format']),
    type: 'upload',
    version: 3,
    id: typeof node.id === 'string' && node.id !== '' ? node.id : stableId(`upload:${path}`),
    relationTo: node.relationTo,
    value,
    fields: isRecord(node.fields) ? clonePlain(node.fields) : {},
    format: typeof node.format === 'string' ? node.format : '',
  };
}

/**
 * Relationship v1 → v2: the value becomes the id of a stored document object. One without a collection or a value
 * is kept as `unknownConverted`.
 */
function upgradeRelationship(node: JSONRecord, context: ConvertContext, source: string): SerializedNode {
  const value = referenceValue(node.value);
  if (typeof node.relationTo !== 'string' || node.relationTo === '' || value === undefined) {
    return toUnknownConverted(node, 'relationship', {
      warned: context.warned,
      source,
      reason: 'a relationship needs a collection (relationTo) and a value',
    });
  }
  return {
    ...extras(node, ['type', 'version', 'relationTo', 'value', 'format']),
    type: 'relationship',
    version: 2,
    relationTo: node.relationTo,
    value,
    format: typeof node.format === 'string' ? node.format : '',
  };
}

/**
 * Block v1 → v2: v1 kept the block's values under `fields.data`; they are flattened into `fields` (a value in
 * `data` wins over a key of the same name beside it). `id` is kept (a number becomes its string) or derived from
 * the node's path; `blockName` defaults to `''`. A block without a `blockType` cannot be rendered by any block
 * definition and is kept as `unknownConverted`.
 */
function upgradeBlock(node: JSONRecord, path: string, context: ConvertContext, source: string): SerializedNode {
  const stored = isRecord(node.fields) ? node.fields : {};
  const { data, ...beside } = stored;
  const values: JSONRecord = clonePlain(isRecord(data) ? { ...beside, ...data } : stored);
  if (typeof values.blockType !== 'string' || values.blockType === '') {
    return toUnknownConverted(node, 'block', { warned: context.warned, source, reason: 'a block needs a blockType' });
  }
  const id =
    typeof values.id === 'string' && values.id !== ''
      ? values.id
      : typeof values.id === 'number' && Number.isFinite(values.id)
        ? String(values.id)
        : stableId(`block:${path}`);
  return {
    ...extras(node, ['type', 'version', 'fields', 'format']),
    type: 'block',
    version: 2,
    fields: {
      ...values,
      id,
      blockName: typeof values.blockName === 'string' ? values.blockName : '',
      blockType: values.blockType,
    },
    format: typeof node.format === 'string' ? node.format : '',
  };
}

/**
 * Link v1/v2 → v3 and autolink v1 → v2: `url`, `newTab`, `linkType` and `doc` kept on the node or in `attributes`
 * move into `fields` (see `linkFields` for the precedence and defaults). Lexical's own `target`, `rel` and `title`
 * are dropped when empty (`null`), kept otherwise. `children` is kept as it is (the caller walks it).
 */
function upgradeLink(node: JSONRecord, type: 'link' | 'autolink'): SerializedNode {
  const atNode: JSONRecord = {};
  for (const key of ['url', 'newTab', 'linkType', 'doc']) if (node[key] !== undefined) atNode[key] = node[key];
  const fields = linkFields(
    [atNode, isRecord(node.attributes) ? node.attributes : {}, isRecord(node.fields) ? node.fields : {}],
    node.target,
  );
  const children = Array.isArray(node.children) ? node.children : [];
  const omit = ['type', 'version', 'url', 'newTab', 'linkType', 'doc', 'attributes', 'fields', 'direction', 'format', 'indent'];
  for (const key of ['target', 'rel', 'title']) if (node[key] === null || node[key] === undefined) omit.push(key);
  return {
    ...extras(node, omit),
    type,
    version: type === 'link' ? 3 : 2,
    fields,
    children,
    ...layoutOf(node, children),
  };
}

/**
 * Upgrades one node (not its children) when it is of an older version than current; `undefined` when nothing
 * applies (current or newer versions, other node types). The result never shares anything with `node` but its
 * `children` array. Used by `upgradeEditorState` and by the legacy Lexical converter.
 *
 * @param path where the node sits (`childPath`), from which missing ids are derived
 */
export function upgradeNode(
  node: JSONRecord,
  path: string,
  context: ConvertContext,
  source = 'upgrade',
): SerializedNode | undefined {
  const version = versionOf(node);
  switch (node.type) {
    case 'upload':
      return version < nodeVersions.upload ? upgradeUpload(node, path, context, source) : undefined;
    case 'relationship':
      return version < nodeVersions.relationship ? upgradeRelationship(node, context, source) : undefined;
    case 'block':
      return version < nodeVersions.block ? upgradeBlock(node, path, context, source) : undefined;
    case 'link':
      return version < nodeVersions.link ? upgradeLink(node, 'link') : undefined;
    case 'autolink':
      return version < nodeVersions.autolink ? upgradeLink(node, 'autolink') : undefined;
    default:
      return undefined;
  }
}

function upgradeTree(node: unknown, path: string, context: ConvertContext): unknown {
  if (!isRecord(node)) return node;
  let current: JSONRecord = upgradeNode(node, path, context) ?? node;
  const children = current.children;
  if (Array.isArray(children)) {
    let upgraded: unknown[] | undefined;
    children.forEach((child, index) => {
      const next = upgradeTree(child, childPath(path, index), context);
      if (next !== child) {
        upgraded ??= children.slice();
        upgraded[index] = next;
      }
    });
    if (upgraded) current = { ...current, children: upgraded };
  }
  return current;
}

/**
 * Upgrades every node of a stored editor state whose version is older than current (`nodeVersions`):
 *
 * - `upload` v1/v2 → v3: `value` becomes the id when a document object with an id was stored; a missing `id` is a
 *   24-hex hash of the node's path (`'upload:0.3'`), so upgrading is repeatable and idempotent; `fields` defaults to
 *   `{}`, `format` to `''`.
 * - `block` v1 → v2: `fields.data` is flattened into `fields`; a missing `id` is derived like an upload's;
 *   `blockName` defaults to `''`.
 * - `link` v1/v2 → v3 (and `autolink` v1 → v2): `url`, `newTab`, `linkType`, `doc` on the node or in `attributes`
 *   move into `fields`.
 * - `relationship` v1 → v2: `value` becomes the id.
 *
 * Nodes already current, of newer versions, or of types this module does not know are left exactly as they are
 * (their children are still walked). An upload/relationship without collection or value, or a block without
 * `blockType`, cannot be upgraded: it is kept as `unknownConverted` with a warning, never dropped.
 *
 * The input is never mutated. Unchanged subtrees are shared with the input, and when nothing changed the input
 * object itself is returned with `changed: false`. A value that is not an object with a `root` object (malformed
 * input) cannot be upgraded: the result is the empty editor state, with `changed: true`. Never throws on parsed
 * JSON.
 */
export function upgradeEditorState(state: unknown): UpgradeResult {
  if (!isRecord(state) || !isRecord(state.root)) return { state: emptyEditorState(), changed: true };
  const root = upgradeTree(state.root, '', { warned: new Set() });
  if (root === state.root) return { state: state as EditorState, changed: false };
  return { state: { ...state, root } as EditorState, changed: true };
}
