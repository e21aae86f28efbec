import { en } from '@atrium/translations';
import { createTranslate } from '../../i18n/createTranslate.ts';
import type { AtriumRequest } from '../../types.ts';
import type { DataField, FieldTypeDefinition, ValidateArgs, ValidationResult } from '../types.ts';

/** English translator for tests: the real messages, so tests compare exact text. */
export const t = createTranslate(en);

/** A minimal request for pure validator tests; validators only use `req.t`. */
export const testRequest = { t, language: 'en', context: {}, user: null } as unknown as AtriumRequest;

/** Validate arguments for a field at the top level of a new document. */
export function validateArgs<F extends DataField>(field: F, path = field.name): ValidateArgs<any, F> {
  return { data: {}, siblingData: {}, operation: 'create', field, req: testRequest, path };
}

/** Runs a definition's built-in validator synchronously (they never return promises). */
export function runValidate<F extends DataField>(definition: FieldTypeDefinition<F>, field: F, value: unknown): ValidationResult {
  return definition.validate(value, validateArgs(field)) as ValidationResult;
}
