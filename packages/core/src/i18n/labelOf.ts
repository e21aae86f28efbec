import type { AtriumRequest } from '../types.ts';

/** A label in the request's language: plain text, or the entry of `{ en, de, … }` for it (then English, then any). */
export function labelOf(req: Pick<AtriumRequest, 'language'>, label: unknown): string {
  if (typeof label === 'string') return label;
  if (label && typeof label === 'object') {
    const map = label as Record<string, string>;
    return map[req.language] ?? map.en ?? Object.values(map)[0] ?? '';
  }
  return '';
}
