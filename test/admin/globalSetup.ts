import { ensureAdminBuilt } from '@atrium/admin/build';

/** Builds the admin once before the workers start servers (each would otherwise race to build it). */
export default async function globalSetup(): Promise<void> {
  // ADMIN_DIST names a build made elsewhere (see serve.ts).
  if (!process.env.ADMIN_DIST) await ensureAdminBuilt();
}
