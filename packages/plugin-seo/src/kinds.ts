/** What can be generated for a document's search appearance (`POST /api/plugin-seo/generate-{kind}`). */
export const seoGenerateKinds = ['title', 'description', 'image', 'url'] as const;
export type SEOGenerateKind = (typeof seoGenerateKinds)[number];

/** The plugin option that generates each kind. */
export const seoGeneratorKeys = {
  title: 'generateTitle',
  description: 'generateDescription',
  image: 'generateImage',
  url: 'generateURL',
} as const satisfies Record<SEOGenerateKind, string>;

/** The key of the plugin's group's `admin.custom` (the client config): `{ generate: SEOGenerateKind[] }`. */
export const seoMarker = 'seo';

/** What the admin's panel reads from the group's `admin.custom.seo`. */
export type SEOClientOptions = { generate: SEOGenerateKind[] };

/** `POST /api/plugin-seo/generate-:kind`: what the generator answered (`null` for nothing). */
export type SEOGenerateResponse = { result: unknown };
