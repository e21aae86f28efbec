import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { api } from '../api/client.ts';
import { useConfig } from '../config/ConfigProvider.tsx';
import { type ClientCollection, type ClientGlobal, findCollection, findGlobal } from '../config/index.ts';
import { readPath } from '../fields/shared/relations/relatedRefs.ts';
import { useTranslation } from '../i18n/I18nProvider.tsx';
import { useContentLocale } from '../localization/contentLocale.ts';
import { versionOptionsOf } from './versionOptions.ts';

type Kind = 'collection' | 'global';
type Document = Record<string, unknown>;

/** The address's `?locale=` for a content locale other than the default one. */
export const localeQuery = (locale: string | undefined) => (locale ? `?locale=${encodeURIComponent(locale)}` : '');

/**
 * What the versions views share: the collection or global the address names, the document's edit and versions
 * addresses, its current content (the latest draft where drafts are on, as the edit view shows it) and its title.
 */
export function useVersioned(kind: Kind) {
  const { slug = '', id } = useParams();
  const config = useConfig();
  const { label } = useTranslation();
  const locale = useContentLocale()?.requested;
  const entity: ClientCollection | ClientGlobal | undefined =
    kind === 'global' ? findGlobal(config, slug) : findCollection(config, slug);
  const options = versionOptionsOf(entity?.versions);
  const editPath = kind === 'global' ? `/globals/${slug}` : `/collections/${slug}/${encodeURIComponent(id ?? '')}`;
  const current = useQuery({
    queryKey: ['versions-current', kind, slug, id ?? null, locale ?? null],
    queryFn: ({ signal }) => {
      const path = kind === 'global' ? `/globals/${slug}` : `/${slug}/${encodeURIComponent(id ?? '')}`;
      const query: Record<string, unknown> = { depth: 0 };
      if (options.hasDrafts) query.draft = 'true';
      if (locale) Object.assign(query, { locale, 'fallback-locale': 'none' });
      return api.get<Document>(path, query, signal);
    },
    enabled: Boolean(entity && options.hasVersions),
  });
  const titleField = kind === 'collection' ? (entity as ClientCollection | undefined)?.admin.useAsTitle : undefined;
  const rawTitle = current.data && titleField ? readPath(current.data, titleField) : undefined;
  const title =
    kind === 'global'
      ? label((entity as ClientGlobal | undefined)?.label, slug)
      : rawTitle === undefined || rawTitle === null || rawTitle === ''
        ? String(id ?? '')
        : String(rawTitle);
  return { kind, slug, id, entity, ...options, locale, editPath, versionsPath: `${editPath}/versions`, current, title };
}
