/*
 * Text for people watching a migration run: the progress line and the closing summary of `migrateRichTextField`.
 */
import type { MigrationProgress, MigrationSummary } from './migrateField.ts';

const number = (n: number) => n.toLocaleString('en-US');

/**
 * `[#####.....] 1200/5000 docs, 37 converted, 2 failed`: a bar of `width` cells filled in proportion to the
 * documents scanned (full when more were scanned than counted at the start). In a dry run "converted" reads
 * "to convert".
 */
export function formatProgressBar(progress: MigrationProgress, width = 30): string {
  const { total, scanned } = progress;
  const ratio = total === 0 ? 1 : Math.min(1, scanned / total);
  const filled = Math.round(ratio * width);
  const bar = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
  return `${bar} ${formatProgressCounts(progress)}`;
}

/** `1200/5000 docs, 37 converted, 2 failed`: the progress without the bar, for logs. */
export function formatProgressCounts(progress: MigrationProgress): string {
  const { total, scanned, converted, failed, dryRun } = progress;
  return `${scanned}/${Math.max(total, scanned)} docs, ${converted} ${dryRun ? 'to convert' : 'converted'}, ${failed} failed`;
}

/**
 * The summary of a run as lines of text: documents scanned, already current, converted (or to convert, in a dry
 * run) with counts per stored format, skipped, kept as `unknownConverted`, and every failure with its document id
 * and first error (at most `maxFailures` listed, 50 by default).
 */
export function formatMigrationSummary(summary: MigrationSummary, maxFailures = 50): string {
  const lines: string[] = [];
  const verb = summary.dryRun ? 'Would convert' : 'Converted';
  const seconds = (summary.ms / 1000).toFixed(1);
  lines.push(
    `${summary.dryRun ? 'Dry run of' : 'Migrated'} ${summary.collection} ${summary.fields.join(', ')} in ${seconds} s (${summary.batches} ${summary.batches === 1 ? 'batch' : 'batches'})${summary.dryRun ? ': nothing was written.' : '.'}`,
  );
  lines.push(`  Scanned:          ${number(summary.scanned)} documents`);
  lines.push(`  Already current:  ${number(summary.alreadyCurrent)}`);
  const { slate, legacyLexical, oldVersions, empty, unknown } = summary.bySource;
  const sources = [
    `slate ${number(slate)}`,
    `legacy Lexical plugin ${number(legacyLexical)}`,
    `old node versions ${number(oldVersions)}`,
    ...(empty > 0 ? [`empty ${number(empty)}`] : []),
    ...(unknown > 0 ? [`unknown format ${number(unknown)}`] : []),
  ];
  lines.push(`  ${`${verb}:`.padEnd(18)}${number(summary.converted)} (values by stored format: ${sources.join(', ')})`);
  if (summary.skipped > 0) lines.push(`  Skipped:          ${number(summary.skipped)} (deleted while the migration ran)`);
  if (summary.keptUnknown.length > 0) {
    const ids = summary.keptUnknown.slice(0, maxFailures).join(', ');
    const more = summary.keptUnknown.length > maxFailures ? `, … ${summary.keptUnknown.length - maxFailures} more` : '';
    lines.push(
      `  With content kept as unknownConverted nodes (check by hand): ${number(summary.keptUnknown.length)}: ${ids}${more}`,
    );
  }
  lines.push(`  Failed:           ${number(summary.failed)}${summary.dryRun ? ' (a dry run does not validate)' : ''}`);
  for (const failure of summary.failures.slice(0, maxFailures)) {
    const locale = failure.locale === undefined ? '' : ` [${failure.locale}]`;
    const where = failure.path === undefined ? '' : `${failure.path}: `;
    const more = failure.errorCount > 1 ? ` (+${failure.errorCount - 1} more errors)` : '';
    lines.push(`    id ${failure.id}${locale}: ${where}${failure.message}${more}`);
  }
  if (summary.failures.length > maxFailures) lines.push(`    … ${summary.failures.length - maxFailures} more failures`);
  return lines.join('\n');
}
