import type { JoinField, PaginatedDocs, Where } from '@atrium/core/client';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

/** More than this many the edit view does not list; the total says how many there are. */
const mostShown = 100;

/**
 * The first documents of the joined collection that point at `id`, as the server's join lists them (its `where`,
 * sort and limit), with the total. Asked from the joined collection's list, as the reader: it refetches after any
 * content write, so a document created from the field appears.
 */
export function useJoinedDocuments(field: JoinField, id: string | number | undefined) {
  const limit =
    field.defaultLimit === undefined ? 10 : field.defaultLimit === 0 ? mostShown : Math.min(field.defaultLimit, mostShown);
  const where: Where = { and: [{ [field.on]: { equals: id } }, ...(field.where ? [field.where] : [])] };
  return useQuery({
    queryKey: ['join', field.collection, field.on, String(id), field.where ?? null, field.defaultSort ?? null, limit],
    queryFn: ({ signal }) =>
      api.get<PaginatedDocs>(`/${field.collection}`, { where, sort: field.defaultSort, limit, depth: 0 }, signal),
    enabled: id !== undefined,
  });
}
