/** Strings of the rich-text editor. */
export const richText = {} as const;
