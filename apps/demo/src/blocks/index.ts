import type { Block } from '@atrium/core';
import { archive } from './archive.ts';
import { callToAction } from './callToAction.ts';
import { contentColumns } from './contentColumns.ts';
import { mediaBlock } from './mediaBlock.ts';

/** Every layout block, in the order the "Add block" drawer lists them. */
export const layoutBlocks: Block[] = [contentColumns, mediaBlock, callToAction, archive];

export { archive, callToAction, contentColumns, mediaBlock };
