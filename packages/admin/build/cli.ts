import { buildAdmin } from './index.ts';

// `npm run build -w @atrium/admin`: always builds, whatever the timestamps say.
const started = performance.now();
await buildAdmin();
console.log(`Admin built in ${Math.round(performance.now() - started)} ms.`);
