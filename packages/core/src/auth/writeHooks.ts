import type { InternalHooks } from '../config/types.ts';
import { isPlainObject } from '../fields/shared/isPlainObject.ts';
import { authUniqueMessages, checkBeforeHashing, passwordErrors, passwordKeys, takePassword } from './password.ts';
import { sendVerificationEmail } from './passwordReset.ts';
import { liveSessions } from './users.ts';

type Hook<K extends keyof InternalHooks> = InternalHooks[K][number];

/**
 * The password is taken out of the data, checked and hashed before the transaction opens (hashing is slow). A
 * check (form state) answers it under `password` / `confirm-password` instead, never with its value.
 */
const takePasswordOut: Hook<'beforeWrite'> = async (args) => {
  if (args.isCheck) return checkPassword(args);
  const { req, collection, operation, data, id, overrideAccess, state } = args;
  if (operation === 'update') await checkBeforeHashing(req, collection, data, id, overrideAccess);
  const taken = await takePassword(req, collection, data, operation);
  state.secrets = taken.secrets;
  state.verificationToken = taken.verificationToken;
  return taken.data;
};

function checkPassword({ req, collection, operation, data, state }: Parameters<Hook<'beforeWrite'>>[0]): unknown {
  if (!collection.auth || !isPlainObject(data)) return data;
  const rest = { ...data };
  for (const key of passwordKeys) delete rest[key];
  const confirmation = data['confirm-password'] ?? data.confirmPassword;
  const errors = passwordErrors(req, collection.auth, data.password, confirmation, operation === 'create');
  state.checks ??= {};
  for (const path of confirmation === undefined ? ['password'] : ['password', 'confirm-password'])
    state.checks[path] = errors.find((e) => e.path === path)?.message;
  return rest;
}

/** The account state stored beside the fields: the hash, and what a new password or address ends. */
const storeAccountState: Hook<'beforeStore'> = ({ req, collection, stored, original, state }) => {
  const secrets = state.secrets as Record<string, unknown> | undefined;
  if (secrets) Object.assign(stored, secrets);
  if (!original) return;
  // A new password ends every other session of that user; the one making the change stays signed in.
  const newPassword = typeof secrets?.hash === 'string';
  if (newPassword) {
    const own = req.user?.collection === collection.slug && String(req.user.id) === String(original.id) ? req.sid : undefined;
    stored.sessions = liveSessions(original).filter((s) => s.id === own);
  }
  // A reset link mailed before a new password or to an old address must not work afterwards.
  if (newPassword || stored.email !== original.email) {
    stored.resetPasswordToken = null;
    stored.resetPasswordExpiration = null;
  }
};

const mailVerification: Hook<'afterCreate'> = async ({ req, collection, doc, args, state }) => {
  const token = state.verificationToken as string | undefined;
  if (token && !args.disableVerificationEmail) await sendVerificationEmail(req, collection.slug, doc.email, token);
};

/**
 * What auth adds to every write of an auth collection (registered by `authFeature`): the password, the account
 * state stored beside the fields, the spec's words for a taken email or username, the verification mail.
 */
export const authWriteHooks: Partial<InternalHooks> = {
  beforeWrite: [takePasswordOut],
  beforeStore: [storeAccountState],
  storeError: [({ collection, error }) => authUniqueMessages(collection, error)],
  afterCreate: [mailVerification],
};
