/** Strings of the command palette. */
export const palette = {
  open: 'Search or jump to…',
} as const;
