export { en } from '@atrium/translations';
export { type Authentication, authenticate } from './auth/authenticate.ts';
export { isInitialized, registerFirstUser } from './auth/firstUser.ts';
export { type LoginResult, login } from './auth/login.ts';
export { forgotPassword, resetPassword, verifyEmail } from './auth/passwordReset.ts';
export { canAccessAdmin, getDocumentPermissions, getPermissions, type Permissions } from './auth/permissions.ts';
export { passwordWorkDone } from './auth/secrets.ts';
export { logout, me, refreshToken } from './auth/sessions.ts';
export type * from './auth/types.ts';
export { unlock } from './auth/unlock.ts';
export { type AuthCollection, getAuthCollection } from './auth/users.ts';
export { isReadCacheable, type ReadCacheScope, readCacheScope } from './collections/isReadCacheable.ts';
export type { BulkResult } from './collections/operations/bulk.ts';
export { count } from './collections/operations/count.ts';
export { create } from './collections/operations/create.ts';
export { deleteMany } from './collections/operations/delete.ts';
export { deleteByID } from './collections/operations/deleteByID.ts';
export { duplicate } from './collections/operations/duplicate.ts';
export { find, type PaginatedDocs } from './collections/operations/find.ts';
export { findByID } from './collections/operations/findByID.ts';
export { getCollection, labelOf, sanitizeID } from './collections/operations/shared.ts';
export { update } from './collections/operations/update.ts';
export { updateByID } from './collections/operations/updateByID.ts';
export { rawJSON } from './collections/rawDocs.ts';
export { clientConfig } from './config/clientConfig.ts';
export type * from './config/clientTypes.ts';
export { configDefaults } from './config/defaults.ts';
export { type Endpoint, type EndpointMethod, type EndpointRequest, endpointMethods } from './config/endpoints.ts';
export { logEmailAdapter } from './config/logEmailAdapter.ts';
export type * from './config/types.ts';
export { type Atrium, createAtrium } from './createAtrium.ts';
export type * from './database/types.ts';
export * from './errors/index.ts';
export { buildConfig, coreFeatures, sanitizeConfig } from './features.ts';
export { type CompiledField, type CompiledSchema, fieldsNeedReadPass } from './fields/compileSchema.ts';
export { flattenFields } from './fields/flattenFields.ts';
export { fieldTypes, getFieldType } from './fields/registry.ts';
export type * from './fields/richText/adapter.ts';
export { isEditorState } from './fields/richText/isEditorState.ts';
export type * from './fields/types.ts';
export { whereOperators } from './fields/types.ts';
export { FieldCursor, type FieldVisitor, type WalkOptions, walkFields } from './fields/walkFields.ts';
export { type AsyncFieldVisitor, walkFieldsAsync } from './fields/walkFieldsAsync.ts';
export { type BuildFormStateArgs, buildFormState } from './formState/buildFormState.ts';
export type * from './formState/types.ts';
export { findGlobal } from './globals/operations/findGlobal.ts';
export { getGlobal } from './globals/operations/shared.ts';
export { updateGlobal } from './globals/operations/updateGlobal.ts';
export { createTranslate, matchLanguage, maxReportedKeys } from './i18n/createTranslate.ts';
export type * from './i18n/types.ts';
export { isSchedulable } from './jobs/isSchedulable.ts';
export { type SchedulePublishInput, schedulePublishTask } from './jobs/schedulePublish.ts';
export { createRequest, getTranslate, type RequestOptions } from './localApi/createRequest.ts';
export type { LockOptions } from './locking/checkLock.ts';
export { lockedDocumentsSlug } from './locking/lockedDocumentsCollection.ts';
export { findDocumentLock } from './locking/operations/findDocumentLock.ts';
export { findDocumentLocks } from './locking/operations/findDocumentLocks.ts';
export { type LockDocumentArgs, lockDocument } from './locking/operations/lockDocument.ts';
export { releaseDocumentLock } from './locking/operations/releaseDocumentLock.ts';
export { deletePreference } from './preferences/operations/deletePreference.ts';
export { findPreference } from './preferences/operations/findPreference.ts';
export { type UpdatePreferenceArgs, updatePreference } from './preferences/operations/updatePreference.ts';
export { preferencesSlug } from './preferences/preferencesCollection.ts';
export { resolvePath } from './queries/resolvePath.ts';
export { sanitizeSort, sanitizeWhere } from './queries/sanitizeWhere.ts';
export type * from './queries/types.ts';
export type * from './rest/types.ts';
export {
  type GenerateSEOArgs,
  generateSEO,
  type SEOGenerateKind,
  type SEOGenerator,
  type SEOGroupOptions,
  seoGenerateKinds,
} from './seo/generateSEO.ts';
export type * from './types.ts';
export {
  etagMatches,
  parseRange,
  type ReadFileArgs,
  type ReadFileResult,
  readFile,
} from './uploads/operations/readFile.ts';
export { type LocalDiskStorageOptions, localDiskStorage } from './uploads/storage/localDiskStorage.ts';
export type * from './uploads/storage/types.ts';
export type * from './uploads/types.ts';
export { escapeForLog } from './utilities/escapeForLog.ts';
export { type InputProblem, inspectInput, maxJSONDepth, refuseUnstorableInput } from './utilities/inspectInput.ts';
export { withTransaction } from './utilities/transaction.ts';
export { type FindGlobalVersionByIDArgs, findGlobalVersionByID } from './versions/operations/findGlobalVersionByID.ts';
export { type FindGlobalVersionsArgs, findGlobalVersions } from './versions/operations/findGlobalVersions.ts';
export { type FindVersionByIDArgs, findVersionByID } from './versions/operations/findVersionByID.ts';
export { type FindVersionsArgs, findVersions } from './versions/operations/findVersions.ts';
export { type RestoreGlobalVersionArgs, restoreGlobalVersion } from './versions/operations/restoreGlobalVersion.ts';
export { type RestoreVersionArgs, restoreVersion } from './versions/operations/restoreVersion.ts';
export { versionsSlug } from './versions/versionsConfig.ts';
