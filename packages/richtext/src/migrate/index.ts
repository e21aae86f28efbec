/*
 * Migration of stored rich text to the current editor state (`npm run migrate:richtext` in the demo uses it).
 */
export {
  defaultMigrationBatchSize,
  type MigrateRichTextOptions,
  type MigrationFailure,
  type MigrationProgress,
  type MigrationSourceCounts,
  type MigrationSummary,
  maxMigrationBatchSize,
  migrateRichTextField,
  RichTextMigrationError,
  resolveRichTextFieldPath,
  richTextMigrationContextKey,
} from './migrateField.ts';
export { formatMigrationSummary, formatProgressBar, formatProgressCounts } from './report.ts';
