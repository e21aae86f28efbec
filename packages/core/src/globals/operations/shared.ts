import type { SanitizedGlobal } from '../../config/types.ts';
import { Forbidden, NotFound } from '../../errors/index.ts';
import type { AtriumRequest } from '../../types.ts';

export type GlobalOperationBase = {
  slug: string;
  req: AtriumRequest;
  /** Skip access control. Defaults to `false`. */
  overrideAccess?: boolean;
  context?: Record<string, unknown>;
};

export function getGlobal(req: AtriumRequest, slug: string): SanitizedGlobal {
  const global = req.config.globalsBySlug[slug];
  if (!global) throw new NotFound('error:globalNotFound', { slug });
  return global;
}

/** Globals have one document, so access is a plain yes or no. */
export async function checkGlobalAccess(
  req: AtriumRequest,
  global: SanitizedGlobal,
  operation: 'read' | 'update',
  overrideAccess?: boolean,
) {
  if (overrideAccess) return;
  const fn = global.access[operation];
  if (!fn) return;
  if ((await fn({ req })) !== true) throw new Forbidden();
}
