import { useParams } from 'react-router';
import { DocumentForm } from './DocumentForm/index.tsx';

export { prefetchOpeningDocument } from './useDocument.ts';

/**
 * The edit view: `/collections/:slug/create`, `/collections/:slug/:id` and `/globals/:slug`. The form is keyed
 * by the document, so moving from one document to another (or to "create new") starts a fresh form.
 */
export default function EditView({ kind }: { kind: 'collection' | 'global' }) {
  const { slug = '', id } = useParams();
  return (
    <div className="page page--edit">
      <DocumentForm key={`${kind}/${slug}/${id ?? ''}`} kind={kind} slug={slug} id={id} layout="page" />
    </div>
  );
}
