import { $isInlineBlockNode, type InlineBlockFields } from '@atrium/richtext/client';
import { useLexicalEditable } from '@lexical/react/useLexicalEditable';
import { useCallback, useRef } from 'react';
import { Icon } from '../../../components/Icon/index.tsx';
import { useFieldRegistry } from '../../../forms/FieldRegistry.tsx';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import { useRichText } from '../EditorContext.tsx';
import { summarizeFields } from './fieldSummary.ts';
import { NodeFieldsDrawer } from './NodeFieldsDrawer.tsx';
import { useNodeActions } from './useNodeActions.ts';
import { useNodeServerCheck } from './useNodeServerCheck.ts';
import { useOpenOnMount } from './useOpenOnMount.ts';
import { useSelectableNode } from './useSelectableNode.ts';

/**
 * A block inside a line of text: a chip with its type and first value; the pencil opens its fields in a drawer.
 * Selected by a click, removed with Delete or Backspace like any embedded node (spec 4).
 */
export function InlineBlockChip({ nodeKey, fields }: { nodeKey: string; fields: InlineBlockFields }) {
  const { features } = useRichText();
  const { t, label } = useTranslation();
  const isEditable = useLexicalEditable();
  const ref = useRef<HTMLSpanElement>(null);
  const element = useCallback(() => ref.current, []);
  const isSelected = useSelectableNode(nodeKey, element);
  const { update } = useNodeActions(nodeKey);
  const serverCheck = useNodeServerCheck(nodeKey);
  const { summaryOf } = useFieldRegistry();
  const block = features.inlineBlocks.find((b) => b.slug === fields.blockType);
  const typeLabel = label(block?.labels?.singular, fields.blockType);
  const [isEditing, setEditing] = useOpenOnMount(fields.id);
  const values = block ? summarizeFields(block.fields, fields, summaryOf, 2) : [];
  const preview = values.map((line) => ('count' in line ? t('richText:items', { count: line.count }) : line.text)).join(' · ');

  const handleSave = (next: Record<string, unknown>) => {
    update((node) => {
      if ($isInlineBlockNode(node)) node.setFields({ ...node.getFields(), ...next, id: fields.id, blockType: fields.blockType });
    });
    setEditing(false);
  };

  return (
    <span ref={ref} className={`rt-chip${isSelected ? ' rt-chip--selected' : ''}`} data-block-type={fields.blockType}>
      <span className="rt-chip__type">{typeLabel}</span>
      {preview ? <span className="rt-chip__value">{preview}</span> : null}
      <button
        type="button"
        className="rt-chip__edit"
        aria-label={t('richText:editBlock', { label: typeLabel })}
        title={t('general:edit')}
        disabled={!isEditable || !block}
        onClick={() => setEditing(true)}
      >
        <Icon name="pencil" size={14} />
      </button>
      {isEditing && block ? (
        <NodeFieldsDrawer
          title={t('richText:editBlock', { label: typeLabel })}
          formKey={fields.id || nodeKey}
          fields={block.fields}
          values={fields}
          readOnly={!isEditable}
          onSave={handleSave}
          onClose={() => setEditing(false)}
          serverCheck={serverCheck}
        />
      ) : null}
    </span>
  );
}
