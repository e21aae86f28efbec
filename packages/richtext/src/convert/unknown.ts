import type { SerializedUnknownConverted } from '../types.ts';
import { clonePlain } from './shared.ts';

/** Options of `toUnknownConverted`. */
export type UnknownConvertedOptions = {
  /**
   * Warnings already given in this conversion. When present, a node type (and reason) warns only the first time,
   * so a document with fifty `video` nodes logs one line; without it, every call warns.
   */
  warned?: Set<string>;
  /** Which converter met the node (`'slate'`, `'legacyLexical'`, `'upgrade'`), for the warning. */
  source?: string;
  /** Why the node could not be converted, when a converter exists but the node is unusable. */
  reason?: string;
};

/**
 * Keeps a node no converter understands, whole, as an `unknownConverted` node (`{type: 'unknownConverted',
 * version: 1, data: {nodeType, nodeData}}`), and says so with `console.warn` naming the node type. Content is never
 * dropped: `nodeData` is a copy of the original node, so it can be converted later by hand or by a newer converter.
 *
 * @param node the original node, any value (it is deep-copied, the input is never shared or changed)
 * @param nodeType the node's type as the source format named it (or the JavaScript type of a value that was not a node)
 */
export function toUnknownConverted(
  node: unknown,
  nodeType: string,
  options: UnknownConvertedOptions = {},
): SerializedUnknownConverted {
  const { warned, source, reason } = options;
  const key = `${nodeType}\u0000${reason ?? ''}`;
  if (!warned?.has(key)) {
    warned?.add(key);
    const where = source ? ` (${source})` : '';
    const why = reason ?? 'there is no converter for it';
    // Quoted as JSON (newlines and control characters escaped): a node type from a request cannot start a log line.
    console.warn(
      `[@atrium/richtext] Node type ${JSON.stringify(nodeType.slice(0, 100))}${where} was kept as an unknownConverted node: ${why}. Its content is preserved in data.nodeData.`,
    );
  }
  return { type: 'unknownConverted', version: 1, data: { nodeType, nodeData: clonePlain(node) } };
}

/** The name a value that is not a node goes by in `unknownConverted.data.nodeType`: `'number'`, `'array'`… */
export function valueKind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}
