/** The states of a meta title's or description's length (spec 4), in the order the text grows through them. */
export type LengthState = 'missing' | 'tooShort' | 'almostThere' | 'good' | 'tooLong';

/** Spec 9: a length this close to the minimum (0.9 of it) is "almost there". */
export const almostThereRatio = 0.9;

/**
 * Where a text's length stands against the recommended `min`–`max` (guidance only: nothing is blocked), and
 * how full its bar is: empty when missing, growing towards the maximum, full once too long.
 */
export function lengthState(length: number, min: number, max: number): { state: LengthState; fill: number } {
  const fill = Math.min(1, max > 0 ? length / max : 1);
  if (length === 0) return { state: 'missing', fill: 0 };
  if (length > max) return { state: 'tooLong', fill: 1 };
  if (length >= min) return { state: 'good', fill };
  return { state: length >= min * almostThereRatio ? 'almostThere' : 'tooShort', fill };
}
