/*
 * Blocks that live inside rich text (post and page bodies), as opposed to the layout blocks of `../index.ts`
 * that are stacked below it. Their fields are ordinary fields, validated when the text is saved.
 */

import type { Block } from '@atrium/core';
import { footnote } from './footnote.ts';
import { gallery } from './gallery.ts';
import { mapEmbed } from './mapEmbed.ts';
import { price } from './price.ts';
import { pullQuote } from './pullQuote.ts';

/** Blocks placed between paragraphs. */
export const textBlocks: Block[] = [pullQuote, gallery, mapEmbed];

/** Blocks placed inside a line of text. */
export const inlineTextBlocks: Block[] = [footnote, price];

export { currencies } from './price.ts';
export { footnote, gallery, mapEmbed, price, pullQuote };
