// Types of scripts/build.mjs for the TypeScript that imports it (the benchmarks).

/** Where the bundle goes (git-ignored). */
export const serverDistDir: string;
/** The server's entry in the bundle: what `node` runs. */
export const serverEntry: string;
/** The admin's build functions (`@atrium/admin/build`) in the bundle, for `npm start`'s freshness check. */
export const adminBuildEntry: string;
/** Builds the bundle, whatever the timestamps say; resolves with how long it took in milliseconds. */
export function buildServer(): Promise<number>;
/** Whether the bundle exists and no file it was built from changed since. */
export function isServerBuildFresh(): Promise<boolean>;
/** Builds the bundle unless it is fresh. */
export function ensureServerBuilt(): Promise<'built' | 'fresh'>;
