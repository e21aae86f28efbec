import { InvalidConfiguration } from '@atrium/core';
import type { DatabaseTarget } from './env.ts';

/** Opening the database failed; the message names the database (never its password) and why. */
export class DatabaseUnavailable extends Error {
  override name = 'DatabaseUnavailable';
}

/** Where a `DATABASE_URL` points, for a message: host, port and database, without user or password. */
export function describeDatabase(target: DatabaseTarget): string {
  if (target.kind === 'sqlite') return `the SQLite file ${target.filename}`;
  try {
    const url = new URL(target.connectionString);
    return `PostgreSQL at ${url.hostname || 'localhost'}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL is not a valid URL)';
  }
}

const databaseHints: Record<string, string> = {
  ECONNREFUSED: 'nothing is listening there; is the server running?',
  ENOTFOUND: 'that host name is unknown',
  EAI_AGAIN: 'that host name could not be looked up',
  ETIMEDOUT: 'the server did not answer in time',
  '28P01': 'the password was refused',
  '28000': 'that role may not sign in',
  '3D000': 'that database does not exist',
  SQLITE_CANTOPEN: 'the file cannot be opened or created there',
};

/** Wraps a failure to open `target` in a one-line reason; a mistake in the config passes through as it is. */
export function databaseFailure(target: DatabaseTarget) {
  return (error: unknown): never => {
    if (error instanceof InvalidConfiguration) throw error;
    const code = codeOf(error);
    const reason = (code && databaseHints[code]) || firstLine(error);
    throw new DatabaseUnavailable(`cannot open ${describeDatabase(target)}: ${reason}${code ? ` (${code})` : ''}`, {
      cause: error,
    });
  };
}

/**
 * One line for someone at a terminal: what failed and what to do. The stack is for bugs, not for a port that is
 * taken or a database that is down, so it is shown only for an error none of these explain, with ATRIUM_DEBUG=1.
 */
export function describeFailure(error: unknown, env: NodeJS.ProcessEnv = process.env): string {
  const code = codeOf(error);
  const { address, port, syscall } = (error ?? {}) as { address?: string; port?: number; syscall?: string };
  // In a cluster worker the primary binds the port for it, so the error's call is `bind`.
  const isListening = syscall === 'listen' || syscall === 'bind';
  if (isListening && code === 'EADDRINUSE')
    return `Error: ${address ?? ''}:${port ?? ''} is already in use: stop what listens there, or set PORT (or HOST) to another.`;
  if (isListening && (code === 'EACCES' || code === 'EADDRNOTAVAIL'))
    return `Error: cannot listen on ${address ?? ''}:${port ?? ''} (${code}): choose another PORT or HOST.`;
  if (error instanceof DatabaseUnavailable || error instanceof InvalidConfiguration) return `Error: ${firstLine(error)}`;
  if (env.ATRIUM_DEBUG) return error instanceof Error ? (error.stack ?? String(error)) : String(error);
  return `Error: ${firstLine(error)} (ATRIUM_DEBUG=1 shows where)`;
}

function codeOf(error: unknown): string | undefined {
  const own = (error as { code?: unknown } | null)?.code;
  if (typeof own === 'string') return own;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause && cause !== error ? codeOf(cause) : undefined;
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split(/\r?\n/).find((line) => line.trim() !== '') ?? text;
}
