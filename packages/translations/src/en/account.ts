/** Strings of the account page. */
export const account = {
  title: 'Account',
} as const;
