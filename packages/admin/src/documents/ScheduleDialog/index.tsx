import type { DocumentResponse, JobDocument, ScheduleListResponse } from '@atrium/core/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { api } from '../../api/client.ts';
import { Button } from '../../components/Button/index.tsx';
import { Dialog } from '../../components/Dialog/index.tsx';
import { useToast } from '../../components/Toast/index.tsx';
import { useConfig } from '../../config/ConfigProvider.tsx';
import { formatDate } from '../../i18n/formatDate.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { localInputValue } from './localInputValue.ts';
import './index.css';

type Props = { kind: 'collection' | 'global'; slug: string; id?: string | number };
type Action = 'publish' | 'unpublish';

/**
 * The edit view's Schedule button and its dialog (`versions.drafts.schedulePublish`): publish or unpublish at a date
 * and time in the user's own time zone, and the document's upcoming events, each of which can be cancelled.
 */
export function ScheduleDialog({ kind, slug, id }: Props) {
  const { t, label, language } = useTranslation();
  const config = useConfig();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  const [action, setAction] = useState<Action>('publish');
  const [when, setWhen] = useState('');
  const [locale, setLocale] = useState('');
  const [error, setError] = useState<string>();
  const ids = { when: useId(), zone: useId(), error: useId(), locale: useId() };
  const locales = config.localization ? config.localization.locales : [];
  const path = kind === 'global' ? `/globals/${slug}/schedule` : `/${slug}/${encodeURIComponent(String(id))}/schedule`;
  const queryKey = ['schedule', path];
  const upcoming = useQuery({
    queryKey,
    queryFn: ({ signal }) => api.get<ScheduleListResponse>(path, undefined, signal),
    enabled: isOpen,
    // Events run and are cancelled elsewhere (the server, another editor): each opening asks again.
    staleTime: 0,
  });
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const dateOf = (iso: string) => formatDate(new Date(iso), config.admin.dateFormat, language);
  const localeName = (code: string) => {
    const found = locales.find((option) => option.code === code);
    return found ? label(found.label, code) : code;
  };
  const typeLabel = (job: JobDocument) => t(job.input.type === 'unpublish' ? 'schedule:unpublish' : 'schedule:publish');

  const add = useMutation({
    mutationFn: (waitUntil: string) =>
      api.post<DocumentResponse<JobDocument>>(path, {
        type: action,
        waitUntil,
        // Publishing may be for one locale (Payload's publishSpecificLocale); an unpublish is for the whole document.
        ...(action === 'publish' && locale ? { locale } : {}),
      }),
    onSuccess: () => {
      setWhen('');
      toast.show(t('schedule:scheduled'));
      void queryClient.invalidateQueries({ queryKey });
    },
    onError: (failure) => setError((failure as Error).message),
  });
  const cancel = useMutation({
    mutationFn: (job: JobDocument) => api.delete<DocumentResponse<JobDocument>>(`${path}/${job.id}`),
    onSuccess: () => {
      toast.show(t('schedule:cancelled'));
      void queryClient.invalidateQueries({ queryKey });
    },
    onError: (failure) => toast.show((failure as Error).message, 'error'),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // `datetime-local` is wall-clock time without a zone: the browser reads it in the user's own time zone.
    const date = new Date(when);
    if (!when || Number.isNaN(date.getTime()) || date.getTime() <= Date.now()) {
      setError(t('schedule:pastDate'));
      return;
    }
    setError(undefined);
    add.mutate(date.toISOString());
  };

  const jobs = upcoming.data?.docs ?? [];
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('schedule:schedule')}
      </Button>
      <Dialog isOpen={isOpen} onOpenChange={setOpen} title={t('schedule:title')}>
        <form className="schedule" onSubmit={handleSubmit} noValidate>
          <fieldset className="schedule__actions">
            <legend className="field__label">{t('schedule:action')}</legend>
            {(['publish', 'unpublish'] as const).map((value) => (
              <label key={value} className="schedule__choice">
                <input
                  type="radio"
                  name="schedule-action"
                  value={value}
                  checked={action === value}
                  onChange={() => setAction(value)}
                />
                {t(`schedule:${value}`)}
              </label>
            ))}
          </fieldset>
          {action === 'publish' && locales.length > 1 ? (
            <div className="schedule__when">
              <label className="field__label" htmlFor={ids.locale}>
                {t('schedule:locale')}
              </label>
              <select id={ids.locale} className="input" value={locale} onChange={(event) => setLocale(event.target.value)}>
                <option value="">{t('schedule:allLocales')}</option>
                {locales.map((option) => (
                  <option key={option.code} value={option.code}>
                    {label(option.label, option.code)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div className="schedule__when">
            <label className="field__label" htmlFor={ids.when}>
              {t('schedule:dateTime')}
            </label>
            <input
              id={ids.when}
              className="input"
              type="datetime-local"
              step={1}
              min={localInputValue(new Date())}
              value={when}
              onChange={(event) => setWhen(event.target.value)}
              aria-describedby={`${ids.zone}${error ? ` ${ids.error}` : ''}`}
              aria-invalid={error ? true : undefined}
            />
            <p className="field__hint" id={ids.zone}>
              {t('schedule:timeZone', { zone })}
            </p>
            {error ? (
              <p className="field__error" id={ids.error} role="alert">
                {error}
              </p>
            ) : null}
          </div>
          <div className="schedule__submit">
            <Button variant="primary" type="submit" disabled={add.isPending}>
              {t('schedule:submit')}
            </Button>
          </div>
        </form>
        <section className="schedule__upcoming" aria-labelledby={`${ids.when}-upcoming`}>
          <h3 className="schedule__heading" id={`${ids.when}-upcoming`}>
            {t('schedule:upcoming')}
          </h3>
          {upcoming.isSuccess && jobs.length === 0 ? <p className="schedule__none">{t('schedule:none')}</p> : null}
          {jobs.length > 0 ? (
            <ul className="schedule__list">
              {jobs.map((job) => (
                <li key={job.id} className="schedule__event">
                  <span className={`schedule__type schedule__type--${job.input.type === 'unpublish' ? 'unpublish' : 'publish'}`}>
                    {typeLabel(job)}
                  </span>
                  <time className="schedule__date" dateTime={job.waitUntil}>
                    {dateOf(job.waitUntil)}
                    {typeof job.input.locale === 'string' ? (
                      <span className="schedule__locale"> · {localeName(job.input.locale)}</span>
                    ) : null}
                  </time>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => cancel.mutate(job)}
                    disabled={cancel.isPending}
                    aria-label={t('schedule:cancelEvent', { type: typeLabel(job), date: dateOf(job.waitUntil) })}
                  >
                    {t('schedule:cancel')}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </Dialog>
    </>
  );
}
