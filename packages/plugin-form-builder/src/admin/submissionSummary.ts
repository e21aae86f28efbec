/** Payload's stored shape of a submission's values: one `{ field, value }` per submitted field. */
export type SubmissionValue = { field?: unknown; value?: unknown };

/** How many values a row of the submissions list shows before "…": enough to recognise a submission. */
const shownValues = 3;

/** A submission's values in one line (`name: Ada · seats: 2 · …`), for the list under its form. */
export function submissionSummary(submissionData: unknown): string {
  if (!Array.isArray(submissionData)) return '';
  const parts = (submissionData as SubmissionValue[])
    .filter(
      (entry) =>
        entry && typeof entry.field === 'string' && entry.value !== undefined && entry.value !== null && entry.value !== '',
    )
    .map((entry) => `${entry.field as string}: ${String(entry.value)}`);
  return parts.length > shownValues ? `${parts.slice(0, shownValues).join(' · ')} · …` : parts.join(' · ');
}
