import type { QueryClient } from '@tanstack/react-query';

/** Not content (who is signed in, their preferences), or an open form's own reads, which it manages itself. */
const untouched = new Set(['auth', 'preferences', 'document', 'document-access', 'document-published', 'form-state']);

/**
 * After any write to content: every cached read of documents (lists, counts, relationship titles, search
 * results) is stale, since a title, a deletion or a new document can show anywhere. Queries on screen refetch
 * at once, the others when next used.
 */
export function invalidateContent(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => !untouched.has(String(query.queryKey[0])) });
}
