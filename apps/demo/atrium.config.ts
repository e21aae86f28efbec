import { demoConfig } from './src/config.ts';
import { createDatabaseAdapter, loadEnv } from './src/env.ts';
import { demoEmail } from './src/forms.ts';

const env = loadEnv();

/** The demo website's config, with storage and secret taken from the environment. */
export default demoConfig({
  db: await createDatabaseAdapter(env.database),
  secret: env.secret,
  serverURL: env.serverURL,
  uploadsDir: env.uploadsDir,
  email: demoEmail(env.smtp),
});
