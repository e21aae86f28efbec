import { InvalidConfiguration } from '../errors/index.ts';
import type { LockDocumentsOption, SanitizedLockDocuments } from './types.ts';

/** Seconds a lock lasts without being renewed, when `lockDocuments` does not say (Payload's default). */
export const defaultLockDuration = 300;

/**
 * `lockDocuments` of a collection or global (`owner` names it in errors): on by default, `false` turns it off, an
 * object sets the duration. Core's own collections are never locked (`isInternal`).
 */
export function sanitizeLockDocuments(
  option: LockDocumentsOption | undefined,
  owner: string,
  isInternal = false,
): SanitizedLockDocuments {
  if (isInternal || option === false) return false;
  if (option === undefined || option === true) return { duration: defaultLockDuration };
  const duration = (option as { duration?: unknown } | null)?.duration;
  if (typeof duration !== 'number' || !Number.isFinite(duration) || duration <= 0) {
    throw new InvalidConfiguration(
      `Invalid config: ${owner}, lockDocuments.duration: must be a number of seconds above 0 (or lockDocuments: false)`,
    );
  }
  return { duration };
}
