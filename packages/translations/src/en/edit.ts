/** Strings of the edit area. */
export const edit = {} as const;
