import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { api } from '../../api/client.ts';
import { invalidateContent } from '../../api/invalidateContent.ts';
import { can, useAuth } from '../../auth/AuthProvider.tsx';
import { Button } from '../../components/Button/index.tsx';
import { ConfirmDialog } from '../../components/Dialog/index.tsx';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder/index.tsx';
import { useToast } from '../../components/Toast/index.tsx';
import { FieldTypesProvider } from '../../fields/FieldTypesProvider.tsx';
import { useRelatedLookup, wantedDocs } from '../../fields/shared/relations/useRelatedLookup.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { usePageTitle } from '../../layout/usePageTitle.ts';
import { collectRefs } from '../../versions/collectRefs.ts';
import { DiffFields, DiffLookupProvider, hasChanges } from '../../versions/DiffFields/index.tsx';
import { StatusPill } from '../../versions/StatusPill/index.tsx';
import { localeQuery, useVersioned } from '../../versions/useVersioned.ts';
import { VersionsHeader } from '../../versions/VersionsHeader/index.tsx';
import {
  previousVersionRead,
  restoreRequest,
  type VersionDoc,
  type VersionsPage,
  versionRead,
  versionsRead,
} from '../../versions/versionRequests.ts';
import NotFound from '../NotFound/index.tsx';
import './index.css';

type Document = Record<string, unknown>;
/** One side of the diff: a version, or the document as it is now. */
type Side = { doc: Document; at: string; status?: unknown; isCurrent?: boolean; isAutosave?: boolean };

/**
 * One version against another (`?compare=<version id>`), against the document as it is (`?compare=current`), or
 * by default against the version saved before it: the older on the inline start, every field in its type's own
 * diff. From here the version can be restored, after a confirmation.
 */
export default function VersionView({ kind }: { kind: 'collection' | 'global' }) {
  const { t, formatDate } = useTranslation();
  const versioned = useVersioned(kind);
  const { slug, id, entity, hasVersions, hasDrafts, locale, versionsPath, editPath, current } = versioned;
  const { versionID = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const compare = search.get('compare') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { permissions } = useAuth();
  // A collection-wide answer: a `Where` settled per document is the server's to refuse (a clear error then).
  const mayRestore = can(permissions, kind === 'global' ? 'globals' : 'collections', slug, 'update');
  const [isAsking, setIsAsking] = useState(false);
  const [asDraft, setAsDraft] = useState(true);
  const [isRestoring, setIsRestoring] = useState(false);

  const readOne = (versionIDToRead: string) => {
    const { path, query } = versionRead(kind, slug, versionIDToRead, locale);
    return {
      queryKey: ['version', kind, slug, versionIDToRead, locale ?? null],
      queryFn: ({ signal }: { signal: AbortSignal }) => api.get<VersionDoc>(path, query, signal),
    };
  };
  const version = useQuery({ ...readOne(versionID), enabled: hasVersions });
  const other = useQuery({ ...readOne(compare), enabled: hasVersions && compare !== '' && compare !== 'current' });
  const previous = useQuery({
    queryKey: ['version-previous', kind, slug, versionID, locale ?? null],
    queryFn: ({ signal }) => {
      const { path, query } = previousVersionRead(kind, slug, id, version.data as VersionDoc, locale);
      return api.get<VersionsPage>(path, query, signal);
    },
    enabled: hasVersions && compare === '' && version.data !== undefined,
  });
  // What the "compare with" choice offers: the newest versions of the document.
  const choicesRead = versionsRead({ kind, slug, id, page: 1, limit: 50, locale });
  const choices = useQuery({
    queryKey: ['versions', kind, slug, id ?? null, choicesRead.query],
    queryFn: ({ signal }) => api.get<VersionsPage>(choicesRead.path, choicesRead.query, signal),
    enabled: hasVersions,
  });

  const sideOf = (doc: VersionDoc): Side => ({
    doc: doc.version,
    at: doc.updatedAt,
    status: doc.version._status,
    isAutosave: doc.autosave,
  });
  const here = version.data ? sideOf(version.data) : undefined;
  const there: Side | null | undefined =
    compare === 'current'
      ? current.data && {
          doc: current.data,
          at: String(current.data.updatedAt ?? ''),
          status: current.data._status,
          isCurrent: true,
        }
      : compare
        ? other.data && sideOf(other.data)
        : previous.data && (previous.data.docs[0] ? sideOf(previous.data.docs[0]) : null);
  // The older side goes first; the document as it is now is the newest of all.
  const [before, after] =
    !here || there === undefined
      ? []
      : there === null
        ? [null, here]
        : there.isCurrent || there.at > here.at
          ? [here, there]
          : [there, here];

  const fields = entity?.fields ?? [];
  const wanted = useMemo(
    () => wantedDocs([...collectRefs(fields, before?.doc), ...collectRefs(fields, after?.doc)]),
    [fields, before, after],
  );
  const lookup = useRelatedLookup(wanted);
  const date = here ? formatDate(here.at, { dateStyle: 'medium', timeStyle: 'medium' }) : '';
  usePageTitle(`${t('version:versionOf', { date })} · ${versioned.title}`);

  if (!entity || !hasVersions) return <NotFound />;
  const failed = [version, other, previous, current].find((q) => q.isError);

  const handleCompare = (value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set('compare', value);
    else next.delete('compare');
    setSearch(next, { replace: true });
  };
  const handleRestore = async () => {
    setIsRestoring(true);
    try {
      const { path, query } = restoreRequest(kind, slug, versionID, hasDrafts && asDraft, locale);
      await api.post(path, undefined, query);
      await invalidateContent(queryClient);
      toast.show(t('version:restored', { date }));
      navigate(`${editPath}${localeQuery(locale)}`);
    } catch (error) {
      toast.show(t('version:restoreFailed', { message: (error as Error).message }), 'error');
      setIsRestoring(false);
      setIsAsking(false);
    }
  };

  const sideHeading = (side: Side | null | undefined, which: 'before' | 'after') => (
    <div className={`version-view__side version-view__side--${which}`}>
      <span className="version-view__side-label">{t(`version:${which}`)}</span>
      {side ? (
        <span className="version-view__side-what">
          {side.isCurrent ? t('version:currentDocument') : formatDate(side.at, { dateStyle: 'medium', timeStyle: 'short' })}
          <StatusPill status={side.status} />
          {side.isAutosave ? <span className="version-view__tag">{t('version:autosave')}</span> : null}
        </span>
      ) : (
        <span className="version-view__side-what">{t('version:noEarlierVersion')}</span>
      )}
    </div>
  );

  return (
    <div className="page version-view">
      <VersionsHeader
        versioned={versioned}
        title={t('version:versionOf', { date })}
        trail={
          <>
            <span aria-hidden>›</span>
            <Link to={`${versionsPath}${localeQuery(locale)}`}>{t('version:versions')}</Link>
          </>
        }
      >
        {here ? <StatusPill status={here.status} /> : null}
        {mayRestore ? (
          <Button variant="primary" onClick={() => setIsAsking(true)} disabled={!version.data}>
            {t('version:restore')}
          </Button>
        ) : null}
      </VersionsHeader>
      <label className="version-view__compare">
        <span>{t('version:compareWith')}</span>
        <select value={compare} onChange={(event) => handleCompare(event.target.value)}>
          <option value="">{t('version:previousVersion')}</option>
          <option value="current">{t('version:currentDocument')}</option>
          {choices.data?.docs
            .filter((choice) => String(choice.id) !== versionID)
            .map((choice) => (
              <option key={String(choice.id)} value={String(choice.id)}>
                {formatDate(choice.updatedAt, { dateStyle: 'medium', timeStyle: 'medium' })}
                {choice.version._status ? ` · ${t(`version:${choice.version._status}`)}` : ''}
              </option>
            ))}
        </select>
      </label>
      {failed ? (
        <p className="version-view__message" role="alert">
          {t('version:loadFailed', { message: (failed.error as Error).message })}
        </p>
      ) : !after ? (
        <LoadingPlaceholder />
      ) : (
        <FieldTypesProvider>
          <div className="version-view__sides">
            {sideHeading(before, 'before')}
            {sideHeading(after, 'after')}
          </div>
          {hasChanges(fields, before?.doc, after.doc) ? null : (
            <p className="version-view__message">{t('version:noDifferences')}</p>
          )}
          <DiffLookupProvider value={lookup}>
            <DiffFields fields={fields} before={before?.doc} after={after.doc} />
          </DiffLookupProvider>
        </FieldTypesProvider>
      )}
      <ConfirmDialog
        isOpen={isAsking}
        onOpenChange={setIsAsking}
        title={t('version:restoreTitle')}
        confirmLabel={isRestoring ? t('version:restoring') : t('version:restore')}
        onConfirm={() => void handleRestore()}
        isBusy={isRestoring}
      >
        <p>{t('version:restoreText', { date })}</p>
        {hasDrafts ? (
          <label className="version-view__draft">
            <input type="checkbox" checked={asDraft} onChange={(event) => setAsDraft(event.target.checked)} />
            {t('version:restoreAsDraft')}
          </label>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
