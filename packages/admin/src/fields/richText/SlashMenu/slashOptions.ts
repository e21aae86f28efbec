/** One entry of the slash menu. */
export type SlashOption = {
  id: string;
  label: string;
  /** Other words it is found by (`ul` for a bullet list, `image` for an upload). */
  keywords: readonly string[];
  /** The section it is listed under. */
  group: string;
};

const normalize = (text: string) => text.toLocaleLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');

/**
 * The options matching what was typed after the slash: every word of the query must begin a word of the label
 * or of a keyword (`/hea 2`, `/h2`, `/num`). Options whose label starts with the query come first; otherwise
 * the given order is kept.
 */
export function filterSlashOptions<T extends SlashOption>(options: readonly T[], query: string): T[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...options];
  const scored: Array<{ option: T; score: number; index: number }> = [];
  options.forEach((option, index) => {
    const label = normalize(option.label);
    const haystack = [label, ...option.keywords.map(normalize)].flatMap((text) => text.split(/[\s\-_/]+/)).filter(Boolean);
    const compact = label.replace(/\s+/g, '');
    const matchesAll = words.every((word) => haystack.some((part) => part.startsWith(word)) || compact.startsWith(word));
    if (!matchesAll) return;
    const score = label.startsWith(words.join(' ')) || compact.startsWith(words.join('')) ? 0 : 1;
    scored.push({ option, score, index });
  });
  return scored.sort((a, b) => a.score - b.score || a.index - b.index).map((entry) => entry.option);
}

/**
 * The slash and query before the caret in `textBeforeCaret`, if the caret is in a slash command: a `/` at the
 * start of the text or after a space, then at most one more space-separated word.
 */
export function matchSlashQuery(textBeforeCaret: string): { query: string; start: number } | null {
  const match = /(^|\s)\/([^\s/]{0,24}(?: [^\s/]{0,24})?)$/u.exec(textBeforeCaret);
  if (!match) return null;
  return { query: match[2], start: match.index + match[1].length };
}
