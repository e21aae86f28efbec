import {
  type CollectionConfig,
  type Config,
  type Field,
  type GlobalConfig,
  labelInEveryLanguage,
  type Plugin,
  type Tab,
} from '@atrium/core';
import { generate, type SEOGenerators } from './generate.ts';
import { type SEOClientOptions, seoGenerateKinds, seoGeneratorKeys, seoMarker } from './kinds.ts';

export { descriptionLength, type LengthState, lengthState, overviewChecks, titleLength } from './checks.ts';
export type { SEOGenerateArgs, SEOGenerator, SEOGenerators } from './generate.ts';
export { type SEOClientOptions, type SEOGenerateKind, type SEOGenerateResponse, seoGenerateKinds } from './kinds.ts';

/** Payload's `seoPlugin` options. */
export type SEOPluginConfig = SEOGenerators & {
  /** Slugs of the collections that get the `meta` group. */
  collections?: string[];
  /** Slugs of the globals that get the `meta` group. */
  globals?: string[];
  /** An upload collection: the group then has an `image` field relating to it. */
  uploadsCollection?: string;
  /**
   * The group in a tab of its own ("SEO"): added to the first top-level tabs field, or, when there is none, the
   * existing fields go into a "Content" tab beside it.
   */
  tabbedUI?: boolean;
  /** The group's fields from the defaults (`title`, `description`, `image`): change, add or remove. */
  fields?: (args: { defaultFields: Field[] }) => Field[];
  /** Names the group's type in generated types. */
  interfaceName?: string;
};

/** The admin component that draws the group with its search-appearance panel. */
export const seoGroupComponent = '@atrium/plugin-seo#SeoGroup';

/**
 * Payload's SEO plugin: a `meta` group (title, description, image) on the named collections and globals, drawn in
 * the admin with length indicators, the overview's count and a search-result preview; the generators run on the
 * server at `POST /api/plugin-seo/generate-{title,description,image,url}` (the caller must be allowed to change
 * the document).
 */
export function seoPlugin(options: SEOPluginConfig): Plugin {
  return (config: Config): Config => {
    const localized = Boolean(config.localization);
    const defaultFields: Field[] = [
      { name: 'title', type: 'text', label: labelInEveryLanguage('fields:seoMetaTitle'), localized },
      { name: 'description', type: 'textarea', label: labelInEveryLanguage('fields:seoMetaDescription'), localized },
      ...(options.uploadsCollection
        ? [
            {
              name: 'image',
              type: 'upload',
              label: labelInEveryLanguage('fields:seoMetaImage'),
              relationTo: options.uploadsCollection,
              localized,
            } as Field,
          ]
        : []),
    ];
    const client: SEOClientOptions = {
      generate: seoGenerateKinds.filter((kind) => typeof options[seoGeneratorKeys[kind]] === 'function'),
    };
    const group = {
      name: 'meta',
      type: 'group',
      label: labelInEveryLanguage('fields:seoGroup'),
      ...(options.interfaceName ? { interfaceName: options.interfaceName } : {}),
      admin: { components: { Field: seoGroupComponent }, custom: { [seoMarker]: client } },
      fields: options.fields ? options.fields({ defaultFields }) : defaultFields,
    } as Field;
    const withGroup = <T extends CollectionConfig | GlobalConfig>(entity: T): T => ({
      ...entity,
      fields: options.tabbedUI ? inTab(entity.fields, group) : [...entity.fields, group],
    });
    return {
      ...config,
      collections: (config.collections ?? []).map((c) => (options.collections?.includes(c.slug) ? withGroup(c) : c)),
      globals: (config.globals ?? []).map((g) => (options.globals?.includes(g.slug) ? withGroup(g) : g)),
      endpoints: [
        ...(config.endpoints ?? []),
        { path: '/plugin-seo/generate-:kind', method: 'post', handler: (req) => generate(req, options) },
      ],
    };
  };
}

function inTab(fields: Field[], group: Field): Field[] {
  const seoTab: Tab = { label: labelInEveryLanguage('fields:seoTab'), fields: [group] };
  const at = fields.findIndex((field) => field.type === 'tabs');
  if (at === -1) {
    const content: Tab = { label: labelInEveryLanguage('fields:seoContentTab'), fields };
    return [{ type: 'tabs', tabs: [content, seoTab] }];
  }
  const tabs = fields[at] as Extract<Field, { type: 'tabs' }>;
  return fields.map((field, i) => (i === at ? { ...tabs, tabs: [...tabs.tabs, seoTab] } : field));
}
