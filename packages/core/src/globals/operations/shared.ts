import type { SanitizedGlobal } from '../../config/types.ts';
import { Forbidden, NotFound, Unauthorized } from '../../errors/index.ts';
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

/**
 * Globals have one document, so access is a plain yes or no. Without a function, any signed-in user may
 * (spec section 6); anyone else is refused.
 */
export async function checkGlobalAccess(
  req: AtriumRequest,
  global: SanitizedGlobal,
  operation: 'read' | 'update' | 'readVersions' | 'unlock',
  overrideAccess?: boolean,
) {
  if (overrideAccess) return;
  if (!(await globalPermission(req, global, operation))) throw req.user ? new Forbidden() : new Unauthorized();
}

/** Whether the request may perform `operation` on the global (a `Where` answer counts as no: a global has no rows to match). */
export async function globalPermission(
  req: AtriumRequest,
  global: SanitizedGlobal,
  operation: 'read' | 'update' | 'readVersions' | 'unlock',
): Promise<boolean> {
  const fn = global.access[operation];
  if (!fn) return req.user !== null;
  return (await fn({ req })) === true;
}
