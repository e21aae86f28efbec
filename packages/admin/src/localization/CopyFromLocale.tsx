import type { Field } from '@atrium/core/client';
import { useId, useMemo, useState } from 'react';
import { request } from '../api/client.ts';
import { Button } from '../components/Button/index.tsx';
import { ConfirmDialog } from '../components/Dialog/index.tsx';
import { useToast } from '../components/Toast/index.tsx';
import { documentRead } from '../documents/documentRequests.ts';
import type { FormStore } from '../forms/FormStore.ts';
import { getIn } from '../forms/paths.ts';
import { useTranslation } from '../i18n/I18nProvider.tsx';
import { useContentLocale } from './contentLocale.ts';
import { isEmptyValue, localizedPaths } from './localizedPaths.ts';

type Props = { store: FormStore; kind: 'collection' | 'global'; slug: string; id?: string | number; fields: Field[] };

/**
 * "Copy from another locale": fills the localized fields this locale leaves empty with another locale's values
 * (what is already written stays). The form is then modified, to be checked and saved like any change.
 */
export function CopyFromLocale({ store, kind, slug, id, fields }: Props) {
  const { t, label } = useTranslation();
  const toast = useToast();
  const content = useContentLocale();
  const selectId = useId();
  const paths = useMemo(() => localizedPaths(fields), [fields]);
  const others = content?.locales.filter((locale) => locale.code !== content.locale) ?? [];
  const [isOpen, setOpen] = useState(false);
  const [source, setSource] = useState(others[0]?.code ?? '');
  const [isBusy, setBusy] = useState(false);
  if (!content || paths.length === 0 || others.length === 0 || (kind === 'collection' && id === undefined)) return null;
  const nameOf = (code: string) => {
    const locale = content.locales.find((l) => l.code === code);
    return label(locale?.label, code);
  };

  const handleCopy = async () => {
    setBusy(true);
    try {
      // Read without fallback (as documentRead reads any named locale): where the source has no value of its
      // own, nothing is copied.
      const read = documentRead(kind, slug, id, source);
      const doc = await request<Record<string, unknown>>(read.method, read.path, { query: read.query });
      let filled = 0;
      for (const path of paths) {
        const value = getIn(doc, path);
        if (isEmptyValue(store.getValue(path)) && !isEmptyValue(value)) {
          store.setValue(path, value);
          filled++;
        }
      }
      setOpen(false);
      toast.show(
        t(filled > 0 ? 'localization:copyFromLocaleDone' : 'localization:copyFromLocaleNothing', { source: nameOf(source) }),
        filled > 0 ? 'success' : 'info',
      );
    } catch (error) {
      toast.show((error as Error).message, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('localization:copyFromLocale')}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title={t('localization:copyFromLocale')}
        confirmLabel={t('general:apply')}
        onConfirm={handleCopy}
        isBusy={isBusy}
      >
        <label className="field__label" htmlFor={selectId}>
          {t('localization:copyFromLocaleIntro', { target: nameOf(content.locale) })}
        </label>
        <select id={selectId} className="input" value={source} onChange={(event) => setSource(event.target.value)}>
          {others.map((locale) => (
            <option key={locale.code} value={locale.code}>
              {nameOf(locale.code)}
            </option>
          ))}
        </select>
      </ConfirmDialog>
    </>
  );
}
