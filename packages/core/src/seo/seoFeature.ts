import type { Feature } from '../config/types.ts';
import { seoGenerateKinds, seoGeneratorKeys } from './kinds.ts';

/** SEO groups (`admin.seo`): their generators are functions, so the admin learns which kinds it may ask for. */
export const seoFeature: Feature = {
  name: 'seo',
  clientField(field, client) {
    const seo = (field.admin as { seo?: unknown } | undefined)?.seo;
    if (!seo || typeof seo !== 'object') return client;
    const generators = seo as Record<string, unknown>;
    const generate = seoGenerateKinds.filter((kind) => typeof generators[seoGeneratorKeys[kind]] === 'function');
    const admin = (client.admin as Record<string, unknown> | undefined) ?? {};
    return { ...client, admin: { ...admin, seo: { generate } } };
  },
};
