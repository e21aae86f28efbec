import { diffSequences } from '../shared/diffs/diffSequences.ts';
import { type TextPart, wordDiff } from '../shared/diffs/wordDiff.ts';
import { richTextBlocks, type TextBlock } from './richTextBlocks.ts';

/** A block on one side of a rich-text diff; a changed block carries its word diff. */
export type MarkedBlock = { block: TextBlock; state: 'same' | 'removed' | 'added' | 'changed'; parts?: TextPart[] };

/**
 * Whether a removed and an added block read as one block edited: of the same kind, sharing at least a third of
 * their words' letters (two unrelated paragraphs show as one removed and one added, not as a mess of marks).
 */
function isEdit(a: TextBlock, b: TextBlock): TextPart[] | undefined {
  if (a.tag !== b.tag) return undefined;
  const parts = wordDiff(a.text, b.text);
  const letters = (text: string) => text.replace(/[\s\p{P}]/gu, '').length;
  const shared = parts.filter((part) => part.kind === 'same').reduce((sum, part) => sum + letters(part.text), 0);
  const longest = Math.max(letters(a.text), letters(b.text));
  return longest === 0 || shared / longest >= 1 / 3 ? parts : undefined;
}

const isSameBlock = (a: TextBlock, b: TextBlock) =>
  a.tag === b.tag && a.text === b.text && a.indent === b.indent && a.listType === b.listType;

/**
 * Two rich-text values as two columns of blocks: blocks only one side has are removed or added; within one
 * stretch of changes, a removed and an added block that read as one block edited (`isEdit`) pair up in order as
 * one changed block, marked word by word.
 */
export function richTextDiff(before: unknown, after: unknown): { before: MarkedBlock[]; after: MarkedBlock[] } {
  const out = { before: [] as MarkedBlock[], after: [] as MarkedBlock[] };
  const ops = diffSequences(richTextBlocks(before), richTextBlocks(after), isSameBlock);
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i];
    if (op.kind === 'same') {
      for (const block of op.items) {
        out.before.push({ block, state: 'same' });
        out.after.push({ block, state: 'same' });
      }
      continue;
    }
    // A change is removed blocks, added blocks, or removed then added (diffSequences groups them so).
    const removed = op.kind === 'removed' ? op.items : [];
    const added = op.kind === 'added' ? op.items : ops[i + 1]?.kind === 'added' && removed.length ? ops[++i].items : [];
    const pending = [...added];
    const afterSide: MarkedBlock[] = [];
    for (const block of removed) {
      let parts: TextPart[] | undefined;
      const at = pending.findIndex((candidate) => {
        parts = isEdit(block, candidate);
        return parts !== undefined;
      });
      if (at === -1 || !parts) {
        out.before.push({ block, state: 'removed' });
        continue;
      }
      const [partner] = pending.splice(at, 1);
      out.before.push({ block, state: 'changed', parts });
      afterSide.push({ block: partner, state: 'changed', parts });
    }
    // The newer side keeps its own order.
    for (const block of added) {
      out.after.push(afterSide.find((marked) => marked.block === block) ?? { block, state: 'added' });
    }
  }
  return out;
}
