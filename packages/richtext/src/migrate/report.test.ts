import { describe, expect, it } from 'vitest';
import type { MigrationProgress, MigrationSummary } from './migrateField.ts';
import { formatMigrationSummary, formatProgressBar, formatProgressCounts } from './report.ts';

const progress = (over: Partial<MigrationProgress> = {}): MigrationProgress => ({
  dryRun: false,
  total: 5000,
  scanned: 1200,
  alreadyCurrent: 1161,
  converted: 37,
  failed: 2,
  skipped: 0,
  ...over,
});

const summary = (over: Partial<MigrationSummary> = {}): MigrationSummary => ({
  ...progress({ scanned: 5000, alreadyCurrent: 4900, converted: 98 }),
  collection: 'posts',
  fields: ['content'],
  bySource: { slate: 90, legacyLexical: 5, oldVersions: 3, empty: 0, unknown: 0 },
  failures: [
    { id: 17, path: 'content.root.children.4.value', message: 'media has no document 9.', errorCount: 1 },
    { id: 'abc', locale: 'de', message: 'Not allowed.', errorCount: 3 },
  ],
  keptUnknown: [],
  batches: 50,
  ms: 4321,
  ...over,
});

describe('migration progress and summary text', () => {
  it('draws the bar in proportion to the documents scanned', () => {
    expect(formatProgressBar(progress(), 10)).toBe('[##........] 1200/5000 docs, 37 converted, 2 failed');
    expect(formatProgressBar(progress({ scanned: 5000 }), 10)).toMatch(/^\[##########\] 5000\/5000/);
    expect(formatProgressBar(progress({ scanned: 0 }), 4)).toMatch(/^\[\.\.\.\.\] 0\/5000/);
    // Documents created during the run: the bar stays full and the count never reads 5001/5000.
    expect(formatProgressBar(progress({ scanned: 5001 }), 4)).toMatch(/^\[####\] 5001\/5001 docs/);
    expect(formatProgressBar(progress({ total: 0, scanned: 0 }), 4)).toMatch(/^\[####\] 0\/0 docs/);
  });

  it('says "to convert" in a dry run', () => {
    expect(formatProgressCounts(progress({ dryRun: true }))).toBe('1200/5000 docs, 37 to convert, 2 failed');
  });

  it('summarizes counts per stored format and lists failures with id and first error', () => {
    const text = formatMigrationSummary(summary());
    expect(text).toContain('Migrated posts content in 4.3 s (50 batches).');
    expect(text).toContain('Scanned:          5,000 documents');
    expect(text).toContain('Already current:  4,900');
    expect(text).toContain(
      'Converted:        98 (values by stored format: slate 90, legacy Lexical plugin 5, old node versions 3)',
    );
    expect(text).toContain('Failed:           2');
    expect(text).toContain('    id 17: content.root.children.4.value: media has no document 9.');
    expect(text).toContain('    id abc [de]: Not allowed. (+2 more errors)');
    expect(text).not.toContain('Skipped');
  });

  it('words a dry run as such and caps the lists', () => {
    const text = formatMigrationSummary(
      summary({
        dryRun: true,
        failed: 0,
        failures: [],
        keptUnknown: [1, 2, 3],
        skipped: 1,
        bySource: { ...summary().bySource, unknown: 3 },
      }),
      2,
    );
    expect(text).toContain('Dry run of posts content');
    expect(text).toContain('nothing was written');
    expect(text).toContain('Would convert:    98');
    expect(text).toContain('unknown format 3');
    expect(text).toContain('unknownConverted nodes (check by hand): 3: 1, 2, … 1 more');
    expect(text).toContain('Skipped:          1');
    expect(text).toContain('Failed:           0 (a dry run does not validate)');
  });
});
