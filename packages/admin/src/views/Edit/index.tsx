import { useParams } from 'react-router';
import { useConfig } from '../../config/ConfigProvider.tsx';
import type { ClientCollection, ClientGlobal } from '../../config/index.ts';
import { DocumentForm } from '../../documents/DocumentForm/index.tsx';
import { prefetchOpeningDocument as prefetchDocument } from '../../documents/useDocument.ts';
import { FieldTypesProvider } from '../../fields/FieldTypesProvider.tsx';
import { preloadFieldCode } from '../../fields/registry.ts';
import { useContentLocale } from '../../localization/contentLocale.ts';
import { PluginComponent } from '../../plugins/PluginComponent.tsx';

/** Reads the document the page opens on and loads its inputs' code before the app's first render. */
export function prefetchOpeningDocument(
  entity: ClientCollection | ClientGlobal,
  kind: 'collection' | 'global',
  id: string | undefined,
  locale: string | undefined,
): Promise<void> {
  return prefetchDocument(entity, kind, id, locale, preloadFieldCode);
}

/**
 * The edit view: `/collections/:slug/create`, `/collections/:slug/:id` and `/globals/:slug`. The form is keyed
 * by the document and the content locale (`?locale=`), so moving to another document, to "create new" or to
 * another locale starts a fresh form.
 */
export default function EditView({ kind }: { kind: 'collection' | 'global' }) {
  const { slug = '', id } = useParams();
  const locale = useContentLocale()?.requested;
  const config = useConfig();
  // A plugin's edit view in place of the form (`admin.components.views.edit` of a collection).
  const collection = kind === 'collection' ? config.collections.find((c) => c.slug === slug) : undefined;
  const pluginView = collection?.admin.components?.views?.edit;
  if (collection && typeof pluginView === 'string')
    return <PluginComponent key={`${slug}/${id ?? ''}`} component={pluginView} props={{ collection, id }} />;
  return (
    <div className="page page--edit">
      <FieldTypesProvider>
        <DocumentForm
          key={`${kind}/${slug}/${id ?? ''}?${locale ?? ''}`}
          kind={kind}
          slug={slug}
          id={id}
          locale={locale}
          layout="page"
        />
      </FieldTypesProvider>
    </div>
  );
}
