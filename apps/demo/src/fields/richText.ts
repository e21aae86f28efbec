import type { Field, RichTextAdapter } from '@atrium/core';
import { lexicalEditor } from '@atrium/richtext';
import { inlineTextBlocks, textBlocks } from '../blocks/richText/index.ts';

/*
 * The demo's rich-text editors. Post and page bodies are where the writing happens, so they get everything;
 * the short texts that sit inside a designed frame (a hero, a layout block, an image caption) get a smaller
 * editor, because a table or a gallery inside a banner or a caption would only break the design around it.
 */

/**
 * Every value the demo stores is written through Atrium, which stores current node versions, so reads need not
 * look for old ones (`npm run migrate:richtext` brings imported content current first). Lists of posts are then
 * served as their stored bytes.
 */
const upgradeOnRead = false;

/** Extra choices on every link of a body: how search engines should treat it. */
const linkFields: Field[] = [
  {
    name: 'rel',
    type: 'select',
    label: { en: 'Link relation', de: 'Link-Beziehung', ar: 'علاقة الرابط' },
    hasMany: true,
    options: [
      {
        label: { en: 'Do not vouch for it (nofollow)', de: 'Nicht dafür bürgen (nofollow)', ar: 'دون تزكية الرابط (nofollow)' },
        value: 'nofollow',
      },
      {
        label: {
          en: 'Paid or affiliate link (sponsored)',
          de: 'Bezahlter oder Partnerlink (sponsored)',
          ar: 'رابط مدفوع أو تسويق بالعمولة (sponsored)',
        },
        value: 'sponsored',
      },
    ],
    admin: {
      description: {
        en: 'Leave empty for ordinary links.',
        de: 'Für gewöhnliche Links leer lassen.',
        ar: 'اتركه فارغًا للروابط العادية.',
      },
    },
  },
];

/** Extra fields on an image placed in a body: a caption for this use, instead of the image's own. */
const mediaUploadFields: Field[] = [
  {
    name: 'caption',
    type: 'text',
    label: { en: 'Caption', de: 'Bildunterschrift', ar: 'التعليق' },
    maxLength: 240,
    admin: {
      description: {
        en: 'Shown under the image here only; leave empty to use the caption from the media library.',
        de: 'Nur hier unter dem Bild; leer lassen, um die Bildunterschrift aus der Mediathek zu verwenden.',
        ar: 'يظهر تحت الصورة هنا فقط؛ اتركه فارغًا لاستخدام تعليق مكتبة الوسائط.',
      },
    },
  },
];

/**
 * Post and page bodies: every node kind and heading size, the pull-quote, gallery and map blocks, footnotes
 * and prices inside sentences. Internal links go to pages and posts (the documents with a URL of their own);
 * embedded references to posts and categories ("further reading", "more in City Guides").
 */
export function bodyEditor(): RichTextAdapter {
  return lexicalEditor({
    blocks: textBlocks,
    inlineBlocks: inlineTextBlocks,
    linkCollections: ['pages', 'posts'],
    relationshipCollections: ['posts', 'categories'],
    uploadCollections: ['media'],
    linkFields,
    uploadFields: { media: mediaUploadFields },
    upgradeOnRead,
  });
}

/**
 * Hero texts and the text of layout blocks: headings (h1 for a hero title, down to h4), lists and links, every
 * text format. No embeds, tables or rules: the block around the text does the layout.
 */
export function shortTextEditor(): RichTextAdapter {
  return lexicalEditor({
    nodes: ['heading', 'list', 'link', 'autolink'],
    headingSizes: ['h1', 'h2', 'h3', 'h4'],
    linkCollections: ['pages', 'posts'],
    upgradeOnRead,
  });
}

/** Image captions: a sentence or two, with links and text formats only. */
export function captionEditor(): RichTextAdapter {
  return lexicalEditor({ nodes: ['link', 'autolink'], linkCollections: ['pages', 'posts'], upgradeOnRead });
}
