/** Strings of sign-in, first user, password reset and sign-out. */
export const auth = {
  logOut: 'Log out',
} as const;
