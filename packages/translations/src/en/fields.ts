/** Strings of the fields area. */
export const fields = {} as const;
