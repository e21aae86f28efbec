import type { Field } from '@atrium/core/client';
import { type FormEvent, useMemo, useState } from 'react';
import { Navigate } from 'react-router';
import { APIError } from '../../api/APIError.ts';
import { api } from '../../api/client.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { Button } from '../../components/Button/index.tsx';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder/index.tsx';
import { useConfig } from '../../config/ConfigProvider.tsx';
import { type ClientCollection, findCollection } from '../../config/index.ts';
import { FieldTypesProvider } from '../../fields/FieldTypesProvider.tsx';
import { fieldId } from '../../fields/shared/FieldShell.tsx';
import { type FormContextValue, FormProvider } from '../../forms/FormProvider.tsx';
import { FormStore } from '../../forms/FormStore.ts';
import { RenderFields } from '../../forms/RenderFields.tsx';
import { type ValidationContext, validateForm } from '../../forms/validate.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { AuthLayout, FormAlert } from './AuthLayout.tsx';
import { errorMessage } from './errorMessage.ts';
import { type NewPasswordErrors, NewPasswordInputs, useNewPassword } from './NewPassword.tsx';
import { useInitialized } from './useInitialized.ts';

/** Field types a person fills in by typing; anything else (roles, relationships) is left to its default. */
const typedFieldTypes = new Set(['text', 'email', 'textarea', 'number']);

/**
 * The fields the first user fills in: how they sign in (email, username) and the collection's own required
 * typed fields (the demo's `name`). The rest can wait for the profile page; defaults fill them on the server.
 */
export function firstUserFields(collection: ClientCollection | undefined): Field[] {
  if (!collection) return [];
  return collection.fields.filter((field) => {
    if (!('name' in field) || ('hidden' in field && field.hidden) || field.admin?.readOnly || field.admin?.hidden) return false;
    if (field.name === 'email' || field.name === 'username') return true;
    return typedFieldTypes.has(field.type) && 'required' in field && field.required === true;
  });
}

/**
 * Shown while the admin has no user yet (`GET /init` says `initialized: false`): creates the first account
 * with `POST /first-register`, which signs it in, then opens the dashboard. Once a user exists it is /login.
 */
export default function CreateFirstUser() {
  const config = useConfig();
  const { t, language } = useTranslation();
  const { user, userSlug, refresh } = useAuth();
  const isInitialized = useInitialized();
  const collection = findCollection(config, userSlug);
  const fields = useMemo(() => firstUserFields(collection), [collection]);
  const minLength = collection?.auth ? collection.auth.passwordLength.min : 1;
  const [store] = useState(() => new FormStore({}));
  const validation = useMemo<ValidationContext>(() => ({ t, user: null, operation: 'create', language }), [t, language]);
  const form = useMemo<FormContextValue>(
    () => ({ store, validation, readOnly: false, entity: { kind: 'collection', slug: userSlug } }),
    [store, validation, userSlug],
  );
  const newPassword = useNewPassword(minLength);
  const [failure, setFailure] = useState<string>();
  const [isBusy, setBusy] = useState(false);
  // After a successful register, `init` answers `true` before `me` has the new user: do not send them to /login.
  const [isRegistered, setRegistered] = useState(false);

  if (user) return <Navigate to="/" replace />;
  if (user === undefined || isInitialized === undefined || isRegistered) return <LoadingPlaceholder />;
  if (isInitialized) return <Navigate to="/login" replace />;

  const focusFirstError = (paths: string[], passwords: NewPasswordErrors) => {
    const first = fields.find((f) => 'name' in f && paths.includes(f.name as string));
    if (first && 'name' in first) document.getElementById(fieldId(first.name as string))?.focus();
    else newPassword.focusFirstError(passwords);
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    store.markSubmitted();
    const fieldErrors = await validateForm(fields, store, validation);
    store.replaceErrors('client', fieldErrors);
    const passwords = newPassword.check();
    if (fieldErrors.length || passwords.password || passwords.confirm) {
      focusFirstError(
        fieldErrors.map((e) => e.path),
        passwords,
      );
      return;
    }
    setBusy(true);
    try {
      await api.post(`/${userSlug}/first-register`, {
        ...store.getData(),
        password: newPassword.password,
        'confirm-password': newPassword.confirm,
      });
      setRegistered(true);
      await refresh();
    } catch (error) {
      setBusy(false);
      if (error instanceof APIError && error.status === 403) {
        // Someone else was first: the sign-in page is where this visitor belongs now.
        await refresh();
        return;
      }
      const reported = error instanceof APIError ? error.fieldErrors : [];
      const shown = new Set(fields.map((f) => ('name' in f ? String(f.name) : '')));
      const serverPasswords: NewPasswordErrors = {
        password: reported.find((e) => e.path === 'password')?.message,
        confirm: reported.find((e) => e.path === 'confirm-password')?.message,
      };
      newPassword.setErrors(serverPasswords);
      store.replaceErrors(
        'server',
        reported.filter((e) => shown.has(e.path)),
      );
      const elsewhere = reported.filter((e) => !shown.has(e.path) && e.path !== 'password' && e.path !== 'confirm-password');
      if (!reported.length || elsewhere.length)
        setFailure(
          elsewhere.length ? elsewhere.map((e) => `${e.label ?? e.path}: ${e.message}`).join(' ') : errorMessage(error, t),
        );
      focusFirstError(
        reported.map((e) => e.path),
        serverPasswords,
      );
    }
  };

  return (
    <AuthLayout title={t('auth:createFirstUserTitle')} intro={t('auth:createFirstUserIntro')}>
      {failure ? <FormAlert title={t('auth:firstUserError')} message={failure} /> : null}
      <form className="auth-form" onSubmit={handleSubmit} noValidate>
        <FieldTypesProvider>
          <FormProvider value={form}>
            <RenderFields fields={fields} />
          </FormProvider>
        </FieldTypesProvider>
        <NewPasswordInputs state={newPassword} idPrefix="first-user" label={t('auth:password')} />
        <Button type="submit" variant="primary" className="auth-form__submit" disabled={isBusy} aria-busy={isBusy}>
          {isBusy ? t('auth:creatingAccount') : t('auth:createAccount')}
        </Button>
      </form>
    </AuthLayout>
  );
}
