/**
 * The palette's matching: every word of the query must appear in the text, ignoring case and accents
 * ("cafe" finds "Café"). A match has a rank, lower is better: the text starts with the whole query (0),
 * every word starts a word of the text (1), the words appear somewhere (2).
 */

/** How well `text` matches: 0 (prefix), 1 (word starts), 2 (anywhere) or `null` (no match). */
export type MatchRank = 0 | 1 | 2;

const combiningMarks = /\p{M}/gu;
const wordCharacter = /[\p{L}\p{N}]/u;

/** `text` folded for comparison: lower case, accents removed. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(combiningMarks, '').toLowerCase();
}

/** The query's words, folded; empty for a blank query. */
export function queryWords(query: string): string[] {
  return fold(query).split(/\s+/).filter(Boolean);
}

/**
 * The text folded character by character, with the index in `text` each folded character came from, so
 * a match found in the folded text can be highlighted in the original.
 */
function foldWithOrigins(text: string): { folded: string; origins: number[] } {
  let folded = '';
  const origins: number[] = [];
  let index = 0;
  for (const character of text) {
    const part = fold(character);
    folded += part;
    for (let i = 0; i < part.length; i++) origins.push(index);
    index += character.length;
  }
  origins.push(index);
  return { folded, origins };
}

/** The best occurrence of `word` in `folded`: the first one at a word start, else the first one. */
function find(folded: string, word: string): { at: number; isWordStart: boolean } | null {
  let first = -1;
  for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + 1)) {
    if (first === -1) first = at;
    if (at === 0 || !wordCharacter.test(folded[at - 1])) return { at, isWordStart: true };
  }
  return first === -1 ? null : { at: first, isWordStart: false };
}

/** How well `text` matches `query`; a blank query matches everything with rank 0. */
export function rank(text: string, query: string): MatchRank | null {
  const words = queryWords(query);
  if (words.length === 0) return 0;
  const folded = fold(text);
  if (folded.startsWith(words.join(' '))) return 0;
  let isEveryWordStart = true;
  for (const word of words) {
    const found = find(folded, word);
    if (!found) return null;
    isEveryWordStart &&= found.isWordStart;
  }
  return isEveryWordStart ? 1 : 2;
}

/** `text` cut into runs, `isMatch` on the runs a word of `query` matched (for highlighting). */
export function highlight(text: string, query: string): { text: string; isMatch: boolean }[] {
  const words = queryWords(query);
  if (words.length === 0) return [{ text, isMatch: false }];
  const { folded, origins } = foldWithOrigins(text);
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    const found = find(folded, word);
    if (!found) continue;
    for (let i = origins[found.at]; i < origins[found.at + word.length]; i++) marked[i] = true;
  }
  const runs: { text: string; isMatch: boolean }[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = runs.at(-1);
    if (last && last.isMatch === marked[i]) last.text += text[i];
    else runs.push({ text: text[i], isMatch: marked[i] });
  }
  return runs;
}
