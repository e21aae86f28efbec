import type { SerializedNode } from './types.ts';

/**
 * The `textFormat` and `textStyle` Lexical 0.52 stores on a paragraph: those of its first direct text child
 * (a text inside a link does not count), else `0` and `''`. Anything that writes paragraphs uses this, so
 * what it writes survives the editor unchanged.
 */
export function paragraphTextStyle(children: readonly unknown[]): { textFormat: number; textStyle: string } {
  for (const child of children) {
    const node = child as SerializedNode | null;
    if (node && typeof node === 'object' && node.type === 'text') {
      return {
        textFormat: typeof node.format === 'number' ? node.format : 0,
        textStyle: typeof node.style === 'string' ? node.style : '',
      };
    }
  }
  return { textFormat: 0, textStyle: '' };
}
