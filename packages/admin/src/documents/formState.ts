import type { FormState, FormStateResponse } from '@atrium/core/client';
import { APIError } from '../api/APIError.ts';
import { request } from '../api/client.ts';
import { getIn, type Path, setIn } from '../forms/paths.ts';
import { type FormStateArgs, formStateRequest } from './documentRequests.ts';

// `POST /api/form-state` answers core's `FormState`, one `FormFieldState` per path.
export type { FormFieldState as FieldState, FormState } from '@atrium/core/client';

export type FormStateOptions = {
  signal?: AbortSignal;
  /** Called with the answer's JSON when the server refuses (a non-2xx answer). */
  onError?: (body: unknown) => void;
};

/**
 * Asks the server to judge a form's data: per path, whether it shows, whether it is valid, its value. When the
 * server refuses, `onError` gets its answer and the request's own `formState` comes back unchanged (spec 7), so
 * a caller keeps what it had; `undefined` when it sent `data`. Only a request that got no answer throws.
 */
export async function fetchFormState(
  args: FormStateArgs,
  { signal, onError }: FormStateOptions = {},
): Promise<FormState | undefined> {
  const { method, path, body } = formStateRequest(args);
  let answer: FormStateResponse | null;
  try {
    answer = await request<FormStateResponse | null>(method, path, { body, signal });
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    onError?.(error.body);
    return args.formState;
  }
  return answer && typeof answer === 'object' && !Array.isArray(answer) ? answer : {};
}

/** The condition answers of a form state, by path. */
export function conditionsOf(state: FormState): Record<Path, boolean> {
  const conditions: Record<Path, boolean> = {};
  for (const [path, field] of Object.entries(state)) {
    if (typeof field?.passesCondition === 'boolean') conditions[path] = field.passesCondition;
  }
  return conditions;
}

/**
 * A new document's data with the values only the server knows filled in: defaults computed by functions
 * (which never reach the browser) and what create hooks derive. A value already in `data`, or inside one
 * already filled, is kept as it is.
 */
export function withServerDefaults(data: Record<string, unknown>, state: FormState): Record<string, unknown> {
  let out = data;
  const filled: Path[] = [];
  // Parents before children: `links` before `links.0.label`.
  const paths = Object.keys(state).sort((a, b) => a.split('.').length - b.split('.').length);
  for (const path of paths) {
    const value = state[path]?.value;
    if (value === undefined || getIn(out, path) !== undefined) continue;
    if (filled.some((parent) => path.startsWith(`${parent}.`))) continue;
    out = setIn(out, path, structuredClone(value));
    filled.push(path);
  }
  return out;
}
