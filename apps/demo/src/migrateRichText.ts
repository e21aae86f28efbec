import { parseArgs } from 'node:util';
import {
  defaultMigrationBatchSize,
  formatMigrationSummary,
  formatProgressBar,
  formatProgressCounts,
  type MigrationProgress,
  migrateRichTextField,
  RichTextMigrationError,
} from '@atrium/richtext/migrate';
import { EnvError, loadEnv, reportFatal } from './env.ts';
import { openDemo } from './open.ts';

const usage = `Usage: npm run migrate:richtext -- --collection <slug> --field <path> [--dry-run] [--batch <n>]

Converts the stored values of rich-text fields of DATABASE_URL's demo database to the current editor state:
Slate content, content of the old Lexical plugin and old node versions become current Lexical states.

  --collection <slug>  the collection, e.g. posts
  --field <path>       the rich-text field: a top-level field (content) or a path through groups (meta.body);
                       repeat it (or separate paths with commas) to convert several fields in the same writes,
                       which a document needs when more than one of its rich-text fields holds old content
  --dry-run            report what would be converted; write nothing
  --batch <n>          documents read per batch (default ${defaultMigrationBatchSize})`;

/** Shows progress as one redrawn line on a terminal, as a line at most every second otherwise. */
function progressReporter(): { update: (progress: MigrationProgress) => void; done: () => void } {
  const tty = process.stdout.isTTY === true;
  let line = '';
  let lastPrinted = Number.NEGATIVE_INFINITY;
  let pending: MigrationProgress | undefined;
  const draw = () => process.stdout.write(`\r${line}\x1b[K`);
  const warn = console.warn;
  if (tty) {
    // A converter's warning would run into the bar: clear it, warn, draw it again underneath.
    console.warn = (...args: unknown[]) => {
      process.stdout.write('\r\x1b[K');
      warn(...args);
      draw();
    };
  }
  return {
    update: (progress) => {
      if (tty) {
        line = formatProgressBar(progress);
        draw();
        return;
      }
      pending = progress;
      if (performance.now() - lastPrinted >= 1000) {
        console.log(formatProgressCounts(progress));
        lastPrinted = performance.now();
        pending = undefined;
      }
    },
    done: () => {
      if (tty) {
        console.warn = warn;
        if (line !== '') process.stdout.write('\n');
      } else if (pending) console.log(formatProgressCounts(pending));
    },
  };
}

/** `npm run migrate:richtext -- --collection posts --field content [--field meta.body] [--dry-run] [--batch 100]`. */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      collection: { type: 'string' },
      field: { type: 'string', multiple: true },
      'dry-run': { type: 'boolean', default: false },
      batch: { type: 'string', default: String(defaultMigrationBatchSize) },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  if (positionals.length > 0) throw new EnvError(`unexpected arguments: ${positionals.join(' ')}\n\n${usage}`);
  const fields = (values.field ?? [])
    .flatMap((field) => field.split(',').map((path) => path.trim()))
    .filter((path) => path !== '');
  if (!values.collection || fields.length === 0) throw new EnvError(`--collection and --field are required\n\n${usage}`);
  const batchSize = Number(values.batch);
  if (!/^\d+$/.test(values.batch) || !Number.isInteger(batchSize) || batchSize < 1)
    throw new EnvError(`--batch must be a whole number of at least 1 (got "${values.batch}")`);

  const env = loadEnv();
  const where = env.database.kind === 'sqlite' ? env.database.filename : 'PostgreSQL';
  const atrium = await openDemo(env);
  try {
    const dryRun = values['dry-run'];
    const progress = progressReporter();
    let started = false;
    let summary: Awaited<ReturnType<typeof migrateRichTextField>>;
    try {
      summary = await migrateRichTextField(atrium, {
        collection: values.collection,
        field: fields,
        dryRun,
        batchSize,
        onProgress: (state) => {
          // The first report comes once the collection and fields are known to be right.
          if (!started)
            console.log(`${dryRun ? 'Dry run: checking' : 'Migrating'} ${values.collection} ${fields.join(', ')} in ${where}…`);
          started = true;
          progress.update(state);
        },
      });
    } finally {
      progress.done();
    }
    console.log(formatMigrationSummary(summary));
    if (summary.failed > 0) process.exitCode = 1;
  } catch (error) {
    // A wrong collection or field is the caller's mistake: one line, no stack.
    throw error instanceof RichTextMigrationError ? new EnvError(error.message) : error;
  } finally {
    await atrium.destroy();
  }
}

main().catch(reportFatal);
