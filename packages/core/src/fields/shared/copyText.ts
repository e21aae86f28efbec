/** A unique text's value in a duplicate: marked as the copy, so it does not collide with its source. */
export const copyText = (value: unknown): unknown => (typeof value === 'string' ? `${value} - Copy` : value);
