/**
 * Checks languages against English: `npx tsx packages/translations/scripts/check.ts de fr …` (all shipped
 * languages when none is named). Prints each problem; exits 1 when there is one.
 */
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkLanguage } from '../src/check.ts';
import type { Messages } from '../src/types.ts';

const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');
const named = process.argv.slice(2);
const codes = named.length
  ? named
  : readdirSync(src).filter((entry) => entry !== 'en' && statSync(join(src, entry)).isDirectory());
let count = 0;
for (const code of codes) {
  const module = (await import(join(src, code, 'index.ts'))) as { messages: Messages; sameAsEnglish?: string[] };
  const problems = checkLanguage(code, module.messages, { sameAsEnglish: module.sameAsEnglish });
  for (const p of problems) console.log(`${code}  ${p.problem.padEnd(13)} ${p.key}${p.detail ? `  ${p.detail}` : ''}`);
  console.log(`${code}: ${problems.length === 0 ? 'complete' : `${problems.length} problem(s)`}`);
  count += problems.length;
}
process.exit(count > 0 ? 1 : 0);
