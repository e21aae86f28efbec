/** Strings of the list area. */
export const list = {} as const;
