import type { PlainRead, Probe } from './plain/run.ts';
/** One row of the result table; `bare` and `ratio` are absent for write routes. */
export type Row = {
  route: string;
  rps: number;
  p50: number;
  p99: number;
  bareRps?: number;
  /** The same read with the response cache off: the whole pipeline on every request. */
  uncachedRps?: number;
  failures: number;
};

const ratio = (n: number | undefined, bare: number | undefined) =>
  n !== undefined && bare ? `${((n / bare) * 100).toFixed(0)} %` : '–';

const fmt = (n: number | undefined, digits = 0) =>
  n === undefined ? '–' : n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** A signed-in read beside the anonymous read it repeats. */
export type SignedInRow = {
  route: string;
  as: 'JWT' | 'API key';
  rps: number;
  anonymousRps?: number;
  uncachedRps: number;
  anonymousUncachedRps?: number;
  failures: number;
};

function markdown(header: string[], body: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((line) => line[i].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? `${'-'.repeat(w + 1)}-` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...body.map(line)].join('\n');
}

/** The signed-in reads as a Markdown table. */
export function renderSignedInTable(rows: SignedInRow[]): string {
  const header = ['route', 'as', 'req/s', 'anonymous req/s', 'ratio', 'uncached req/s', 'anonymous uncached', 'uncached ratio'];
  return markdown(
    header,
    rows.map((r) => [
      r.failures > 0 ? `${r.route} (${r.failures} failed)` : r.route,
      r.as,
      fmt(r.rps),
      fmt(r.anonymousRps),
      ratio(r.rps, r.anonymousRps),
      fmt(r.uncachedRps),
      fmt(r.anonymousUncachedRps),
      ratio(r.uncachedRps, r.anonymousUncachedRps),
    ]),
  );
}

/** Renders rows as a Markdown table (so it pastes straight into bench/README.md). */
export function renderTable(rows: Row[]): string {
  const header = ['route', 'req/s', 'p50 ms', 'p99 ms', 'bare req/s', 'ratio', 'uncached req/s', 'uncached ratio'];
  const body = rows.map((r) => [
    r.failures > 0 ? `${r.route} (${r.failures} failed)` : r.route,
    fmt(r.rps),
    fmt(r.p50, 1),
    fmt(r.p99, 1),
    fmt(r.bareRps),
    ratio(r.rps, r.bareRps),
    fmt(r.uncachedRps),
    ratio(r.uncachedRps, r.bareRps),
  ]);
  return markdown(header, body);
}

/** The plain config's uncached reads as a Markdown table. */
export function renderPlainTable(rows: PlainRead[]): string {
  return markdown(
    ['read', 'req/s', 'p50 ms', 'p99 ms', 'server ms (median)'],
    rows.map((r) => [r.read, fmt(r.rps), fmt(r.p50, 1), fmt(r.p99, 1), fmt(r.serverMs, 2)]),
  );
}

/** Single reads timed on the server as a Markdown table. */
export function renderProbeTable(rows: Probe[]): string {
  return markdown(
    ['read', 'first ms', 'median ms', 'max ms', 'totalDocs'],
    rows.map((r) => [r.probe, fmt(r.firstMs, 1), fmt(r.medianMs, 1), fmt(r.maxMs, 1), fmt(r.totalDocs)]),
  );
}
