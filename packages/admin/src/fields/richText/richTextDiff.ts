import { diffSequences } from '../shared/diffs/diffSequences.ts';
import { type TextPart, wordDiff } from '../shared/diffs/wordDiff.ts';
import { richTextBlocks, type TextBlock } from './richTextBlocks.ts';

/** A block on one side of a rich-text diff; a changed block carries its word diff. */
export type MarkedBlock = { block: TextBlock; state: 'same' | 'removed' | 'added' | 'changed'; parts?: TextPart[] };

const isSameBlock = (a: TextBlock, b: TextBlock) =>
  a.tag === b.tag && a.text === b.text && a.indent === b.indent && a.listType === b.listType;

/**
 * Two rich-text values as two columns of blocks: blocks only one side has are removed or added; within one
 * stretch of changes, removed and added blocks of the same kind pair up in order as one changed block, marked
 * word by word.
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
      const at = pending.findIndex((candidate) => candidate.tag === block.tag);
      if (at === -1) {
        out.before.push({ block, state: 'removed' });
        continue;
      }
      const [partner] = pending.splice(at, 1);
      const parts = wordDiff(block.text, partner.text);
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
