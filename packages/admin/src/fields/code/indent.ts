/** What one indent step inserts. */
export const indentUnit = '  ';

export type Edit = { text: string; selectionStart: number; selectionEnd: number };

/**
 * Indents (or, with `outdent`, un-indents) the lines a selection touches. A caret without a selection is
 * indented by inserting one unit at the caret, as editors do; every other case shifts whole lines.
 */
export function indentSelection(text: string, start: number, end: number, outdent: boolean): Edit {
  if (!outdent && start === end) {
    return { text: text.slice(0, start) + indentUnit + text.slice(end), selectionStart: start + 2, selectionEnd: start + 2 };
  }
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  // A selection ending just after a newline does not touch the next line.
  const lastChar = end > start && text[end - 1] === '\n' ? end - 1 : end;
  const nextBreak = text.indexOf('\n', lastChar);
  const lineEnd = nextBreak < 0 ? text.length : nextBreak;
  const lines = text.slice(lineStart, lineEnd).split('\n');
  let firstShift = 0;
  let total = 0;
  const shifted = lines.map((line, i) => {
    let delta: number;
    let next: string;
    if (outdent) {
      const removable = line.startsWith(indentUnit) ? indentUnit.length : line.startsWith(' ') || line.startsWith('\t') ? 1 : 0;
      next = line.slice(removable);
      delta = -removable;
    } else {
      next = indentUnit + line;
      delta = indentUnit.length;
    }
    if (i === 0) firstShift = delta;
    total += delta;
    return next;
  });
  const block = shifted.join('\n');
  return {
    text: text.slice(0, lineStart) + block + text.slice(lineEnd),
    selectionStart: Math.max(lineStart, start + firstShift),
    selectionEnd: Math.max(lineStart, end + total),
  };
}
