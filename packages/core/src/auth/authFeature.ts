import type { Feature } from '../config/types.ts';
import { authFields, sanitizeAuth } from './sanitizeAuth.ts';
import { authWriteHooks } from './writeHooks.ts';

/**
 * Auth collections (`auth: true` or options): their options sanitized, the fields auth adds (email, username,
 * the account state) and the internal write hooks (password hash, sessions, verification mail).
 */
export const authFeature: Feature = {
  name: 'auth',
  collection(collection, { owner, secret }) {
    if (!collection.auth) return undefined;
    const auth = sanitizeAuth(collection.auth, owner);
    return {
      fields: authFields(auth, collection.fields, collection.slug, secret),
      options: { auth },
      internalHooks: authWriteHooks,
    };
  },
};
