import { InvalidConfiguration } from '../errors/index.ts';
import { sanitizeConfig } from './sanitizeConfig.ts';
import type { Config, Feature, SanitizedConfig } from './types.ts';

/** Runs the plugins in order (each `(config) => config`), then sanitizes with `features`. Fails loudly on a bad config. */
export async function buildConfig(config: Config, features: readonly Feature[]): Promise<SanitizedConfig> {
  let current = config;
  for (const [i, plugin] of (config.plugins ?? []).entries()) {
    if (typeof plugin !== 'function')
      throw new InvalidConfiguration(`Invalid config: plugins[${i}] must be a function (config) => config`);
    const next = await plugin(current);
    if (!next || typeof next !== 'object') throw new InvalidConfiguration(`Invalid config: plugins[${i}] returned no config`);
    current = next;
  }
  return sanitizeConfig(current, features);
}
