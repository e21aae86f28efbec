/*
 * The search-appearance checks the admin's panel shows (spec 4 and 9), kept apart from React so that every
 * boundary is unit-tested: guidance only, nothing here blocks a save.
 */

/** The states of a meta title's or description's length, in the order the text grows through them. */
export type LengthState = 'missing' | 'tooShort' | 'almostThere' | 'good' | 'tooLong';

/** Spec 9: the recommended lengths of a meta title and description. */
export const titleLength = { min: 50, max: 60 } as const;
export const descriptionLength = { min: 100, max: 150 } as const;

/** Spec 9: a length this close to the minimum (0.9 of it) is "almost there". */
export const almostThereRatio = 0.9;

/**
 * Where a text's length stands against the recommended `min`–`max`, and how full its bar is: empty when missing,
 * growing towards the maximum, full once too long.
 */
export function lengthState(length: number, min: number, max: number): { state: LengthState; fill: number } {
  const fill = Math.min(1, max > 0 ? length / max : 1);
  if (length === 0) return { state: 'missing', fill: 0 };
  if (length > max) return { state: 'tooLong', fill: 1 };
  if (length >= min) return { state: 'good', fill };
  return { state: length >= min * almostThereRatio ? 'almostThere' : 'tooShort', fill };
}

/** What the overview counts: the title and the description in range, and an image when the group has one. */
export type OverviewInput = { title: string; description: string; hasImageField: boolean; image: unknown };

/** The overview's "{{passing}}/{{total}} checks are passing". */
export function overviewChecks({ title, description, hasImageField, image }: OverviewInput): { passing: number; total: number } {
  const hasImage = image !== undefined && image !== null && image !== '';
  const checks = [
    lengthState(title.length, titleLength.min, titleLength.max).state === 'good',
    lengthState(description.length, descriptionLength.min, descriptionLength.max).state === 'good',
    ...(hasImageField ? [hasImage] : []),
  ];
  return { passing: checks.filter(Boolean).length, total: checks.length };
}
