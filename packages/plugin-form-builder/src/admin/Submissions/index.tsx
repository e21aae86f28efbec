import { AppLink, api, type FieldProps, FieldShell, useFieldId, useForm, useTranslation } from '@atrium/admin/plugin';
import type { Field, PaginatedDocs } from '@atrium/core/client';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { submissionSummary } from '../submissionSummary.ts';
import './index.css';

/** The submissions collection's slug (Payload's), and how many of the newest the form's edit view lists. */
const submissionsSlug = 'form-submissions';
const mostShown = 50;

/**
 * A form's submissions, newest first, listed under the form (a `ui` field of the forms collection). Asked as the
 * reader from the submissions' own list, so the server's read access decides what shows.
 */
export function Submissions({ field, path }: FieldProps<Field>) {
  const { id } = useForm();
  const { t, formatDate } = useTranslation();
  const inputId = useFieldId(path);
  const query = useQuery({
    queryKey: ['form-submissions', 'by-form', String(id)],
    queryFn: ({ signal }) =>
      api.get<PaginatedDocs>(
        `/${submissionsSlug}`,
        { where: { form: { equals: id } }, sort: '-createdAt', limit: mostShown, depth: 0 },
        signal,
      ),
    enabled: id !== undefined,
  });
  const shell = { ...field, label: ('label' in field && field.label) || t('forms:submissions') } as Field;
  let body: ReactNode;
  if (id === undefined) body = <p className="form-submissions__message">{t('forms:saveFormFirst')}</p>;
  else if (query.isPending) body = <p className="form-submissions__message">{t('forms:loadingSubmissions')}</p>;
  else if (query.isError)
    body = (
      <p className="form-submissions__message" role="alert">
        {t('forms:submissionsFailed')}
      </p>
    );
  else if (query.data.docs.length === 0) body = <p className="form-submissions__message">{t('forms:noSubmissions')}</p>;
  else
    body = (
      <table className="form-submissions__table" aria-labelledby={`${inputId}-label`}>
        <thead>
          <tr>
            <th scope="col">{t('forms:submitted')}</th>
            <th scope="col">{t('forms:values')}</th>
          </tr>
        </thead>
        <tbody>
          {query.data.docs.map((doc) => (
            <tr key={String(doc.id)}>
              <td>
                <AppLink
                  className="form-submissions__link"
                  to={`/collections/${submissionsSlug}/${encodeURIComponent(String(doc.id))}`}
                >
                  {typeof doc.createdAt === 'string'
                    ? formatDate(doc.createdAt, { dateStyle: 'medium', timeStyle: 'short' })
                    : String(doc.id)}
                </AppLink>
              </td>
              <td className="form-submissions__values">{submissionSummary(doc.submissionData)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  return (
    <FieldShell field={shell} inputId={inputId} as="fieldset">
      <div className="form-submissions">{body}</div>
    </FieldShell>
  );
}

export default Submissions;
