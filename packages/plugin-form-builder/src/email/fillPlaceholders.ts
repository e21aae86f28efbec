import { escapeHTML } from '@atrium/richtext';
import type { SubmissionValue } from '../types.ts';

const placeholder = /\{\{\s*([^{}\s]+)\s*\}\}/g;

/**
 * `text` with `{{name}}` replaced by that field's value, `{{*}}` by every `name : value` line and `{{*:table}}`
 * by a table of them (HTML only; in text, the lines). In one pass, so a value holding `{{other}}` stays as typed.
 * With `html`, every value is HTML-escaped: a submission cannot put markup or links into the email.
 * Unknown names become empty.
 */
export function fillPlaceholders(text: string, values: SubmissionValue[], options: { html: boolean }): string {
  const encode = options.html ? escapeHTML : (value: string) => value;
  const byName = new Map(values.map((row) => [row.field, row.value]));
  return text.replace(placeholder, (_match, name: string) => {
    if (name === '*')
      return values.map((row) => `${encode(row.field)} : ${encode(row.value)}`).join(options.html ? '<br>' : '\n');
    if (name === '*:table') {
      if (!options.html) return values.map((row) => `${row.field} : ${row.value}`).join('\n');
      const rows = values.map((row) => `<tr><th scope="row">${encode(row.field)}</th><td>${encode(row.value)}</td></tr>`);
      return `<table><tbody>${rows.join('')}</tbody></table>`;
    }
    return encode(byName.get(name) ?? '');
  });
}

/** An address list with placeholders filled; line breaks removed, so a value cannot add a mail header. */
export function fillAddress(text: string | null | undefined, values: SubmissionValue[]): string | undefined {
  if (!text) return undefined;
  const filled = fillPlaceholders(text, values, { html: false })
    .replace(/[\r\n]+/g, ' ')
    .trim();
  return filled === '' ? undefined : filled;
}
