import type { DocumentID } from '@atrium/core';

export type SplitData = { fields: Record<string, unknown>; id?: DocumentID; createdAt?: unknown; updatedAt?: unknown };

/** Separates the values that live in columns; `data` is only copied when it holds one of them. */
export function splitColumns(data: Record<string, unknown>): SplitData {
  if (!('id' in data) && !('createdAt' in data) && !('updatedAt' in data)) return { fields: data };
  const { id, createdAt, updatedAt, ...fields } = data;
  return {
    fields,
    id: id === null || id === undefined ? undefined : (id as DocumentID),
    createdAt: createdAt ?? undefined,
    updatedAt: updatedAt ?? undefined,
  };
}

/** Normalizes a timestamp given in data to an ISO string with milliseconds and `Z`. */
export function toISO(value: unknown): string {
  const date = value instanceof Date ? value : new Date(value as string | number);
  if (Number.isNaN(date.getTime())) throw new Error(`Invalid timestamp: ${String(value)}`);
  return date.toISOString();
}
