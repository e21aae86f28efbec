import type { User } from '../../auth/AuthProvider.tsx';
import type { ClientCollection } from '../../config/index.ts';

/** How a user is named on screen: their `useAsTitle` field (the demo's name), else email, else username, else id. */
export function userTitle(user: User, collection: ClientCollection | undefined): string {
  const titleField = collection?.admin.useAsTitle;
  for (const value of [titleField ? user[titleField] : undefined, user.email, user.username]) {
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return String(user.id);
}
