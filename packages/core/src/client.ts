/**
 * The browser-safe part of core: field validators, operators and translation helpers the admin runs in the
 * browser so that typing is checked by the same code as a save, and the types of the client config and of the
 * REST answers, so the admin reads exactly what the server declares. Nothing reachable from here may import a
 * Node built-in; `test/config/clientEntry.test.ts` bundles this file for the browser to keep it so.
 */

export type * from './config/clientTypes.ts';
export { flattenFields, subFields } from './fields/flattenFields.ts';
export { fieldTypes, getFieldType } from './fields/registry.ts';
export { createRowId } from './fields/shared/rowId.ts';
export type * from './fields/types.ts';
export { createTranslate, matchLanguage } from './i18n/createTranslate.ts';
export type { Messages, Translate } from './i18n/types.ts';
export { isSchedulable } from './jobs/isSchedulable.ts';
export type { Where, WhereOperator } from './queries/types.ts';
export type * from './rest/types.ts';
export { fileDataKeys, focalPointKeys } from './uploads/fileDataKeys.ts';
