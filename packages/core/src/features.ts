import { authFeature } from './auth/authFeature.ts';
import { buildConfig as buildWith } from './config/buildConfig.ts';
import { sanitizeConfig as sanitizeWith } from './config/sanitizeConfig.ts';
import type { Config, Feature, SanitizedConfig } from './config/types.ts';
import { lockingFeature } from './locking/lockingFeature.ts';
import { preferencesFeature } from './preferences/preferencesFeature.ts';
import { uploadFeature } from './uploads/uploadFeature.ts';

/**
 * Core's features, in the order their parts apply (fields, internal hooks, added collections). The base modules
 * (config, fields, database, queries…) import no feature: this list is the one place they are handed over.
 */
export const coreFeatures: readonly Feature[] = [authFeature, uploadFeature, preferencesFeature, lockingFeature];

/** Turns a user config into a `SanitizedConfig` with core's features (see `config/sanitizeConfig.ts`). */
export function sanitizeConfig(config: Config): SanitizedConfig {
  return sanitizeWith(config, coreFeatures);
}

/** Runs the plugins, then sanitizes with core's features (see `config/buildConfig.ts`). */
export function buildConfig(config: Config): Promise<SanitizedConfig> {
  return buildWith(config, coreFeatures);
}
