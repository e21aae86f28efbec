import { diffSequences } from './diffSequences.ts';

/** A stretch of text in a word diff: shared by both sides, or only in the older (`removed`) or newer (`added`) one. */
export type TextPart = { kind: 'same' | 'removed' | 'added'; text: string };

// Words (letters, digits and marks of any script), runs of white space, and every other character on its own.
const tokenPattern = /[\p{L}\p{M}\p{N}_]+|\s+|[^\p{L}\p{M}\p{N}_\s]/gu;

/** Text cut into words, white space and single punctuation marks; joined back they give the text. */
export function tokenize(text: string): string[] {
  return text.match(tokenPattern) ?? [];
}

/**
 * The word-level changes from `before` to `after`. White space alone between two changes counts as changed, so
 * "the red car" → "a blue bus" reads as one replacement instead of three; otherwise joined `same` and `removed`
 * parts give `before`, and `same` and `added` parts give `after`.
 */
export function wordDiff(before: string, after: string): TextPart[] {
  const ops = diffSequences(tokenize(before), tokenize(after));
  const parts: TextPart[] = ops.map((op) => ({ kind: op.kind, text: op.items.join('') }));
  const merged: TextPart[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    if (removed) merged.push({ kind: 'removed', text: removed });
    if (added) merged.push({ kind: 'added', text: added });
    removed = '';
    added = '';
  };
  parts.forEach((part, i) => {
    const isBetweenChanges = i > 0 && i < parts.length - 1 && /^\s+$/.test(part.text);
    if (part.kind === 'same' && !isBetweenChanges) {
      flush();
      merged.push(part);
    } else {
      if (part.kind !== 'added') removed += part.text;
      if (part.kind !== 'removed') added += part.text;
    }
  });
  flush();
  return merged;
}

/** The parts one side of a side-by-side diff shows: the shared text and its own changes. */
export function sideOf(parts: TextPart[], side: 'before' | 'after'): TextPart[] {
  const hidden = side === 'before' ? 'added' : 'removed';
  return parts.filter((part) => part.kind !== hidden);
}
