import type { BlockNode } from '@atrium/richtext/client';
import type { ListNode } from '@lexical/list';
import type { HeadingNode } from '@lexical/rich-text';
import type { LexicalNode } from 'lexical';
import type { I18n } from '../../../i18n/I18nProvider.tsx';
import type { EditorFeatures } from '../editorProps.ts';

const listNames = { bullet: 'richText:bulletList', number: 'richText:numberList', check: 'richText:checkList' } as const;

/**
 * What a top-level node is called in the interface (the toolbar's and the slash menu's names; a block's label),
 * for the drag handle's name and what a screen reader hears when it is picked up.
 */
export function $nodeName(node: LexicalNode, { t, label }: Pick<I18n, 't' | 'label'>, features: EditorFeatures): string {
  switch (node.getType()) {
    case 'paragraph':
      return t('richText:paragraph');
    case 'heading':
      return t('richText:heading', { level: (node as HeadingNode).getTag().slice(1) });
    case 'quote':
      return t('richText:quote');
    case 'list':
      return t(listNames[(node as ListNode).getListType()]);
    case 'table':
      return t('richText:table');
    case 'horizontalrule':
      return t('richText:horizontalRule');
    case 'relationship':
      return t('richText:relationship');
    case 'upload':
      return t('richText:upload');
    case 'block': {
      const { blockType } = (node as BlockNode).getFields();
      return label(features.blocks.find((block) => block.slug === blockType)?.labels?.singular, blockType);
    }
    default:
      return node.getType();
  }
}
