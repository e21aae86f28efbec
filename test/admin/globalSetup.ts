import { ensureAdminBuilt } from '@atrium/admin/build';

/** Builds the admin once before the workers start servers (each would otherwise race to build it). */
export default async function globalSetup(): Promise<void> {
  await ensureAdminBuilt();
}
