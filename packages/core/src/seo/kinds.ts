/** What can be generated for a document's search appearance (`POST /api/plugin-seo/generate-{kind}`). */
export const seoGenerateKinds = ['title', 'description', 'image', 'url'] as const;
export type SEOGenerateKind = (typeof seoGenerateKinds)[number];

/** The option of an SEO group (`admin.seo`) that generates each kind. */
export const seoGeneratorKeys = {
  title: 'generateTitle',
  description: 'generateDescription',
  image: 'generateImage',
  url: 'generateURL',
} as const satisfies Record<SEOGenerateKind, string>;

declare module '../config/clientTypes.ts' {
  interface ClientFieldAdminExtensions {
    /** An SEO group lists the kinds its generators cover (`seoFeature` adds them to the client config). */
    seo?: { generate: SEOGenerateKind[] };
  }
}
