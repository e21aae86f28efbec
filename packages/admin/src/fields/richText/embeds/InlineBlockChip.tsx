import { $isInlineBlockNode, type InlineBlockFields } from '@atrium/richtext/client';
import { useLexicalEditable } from '@lexical/react/useLexicalEditable';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '../../../components/Icon/index.tsx';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import { useRichText } from '../EditorContext.tsx';
import { summarizeFields } from './fieldSummary.ts';
import { NodeFieldsDrawer } from './NodeFieldsDrawer.tsx';
import { useNodeActions } from './useNodeActions.ts';
import { useNodeServerCheck } from './useNodeServerCheck.ts';
import { useSelectableNode } from './useSelectableNode.ts';

/**
 * A block inside a line of text: a chip with its type and first value; the pencil opens its fields in a drawer.
 * Selected by a click, removed with Delete or Backspace like any embedded node (spec 4).
 */
export function InlineBlockChip({ nodeKey, fields }: { nodeKey: string; fields: InlineBlockFields }) {
  const { features, openOnMount } = useRichText();
  const { t, label } = useTranslation();
  const isEditable = useLexicalEditable();
  const ref = useRef<HTMLSpanElement>(null);
  const element = useCallback(() => ref.current, []);
  const isSelected = useSelectableNode(nodeKey, element);
  const { update } = useNodeActions(nodeKey);
  const serverCheck = useNodeServerCheck(nodeKey);
  const block = features.inlineBlocks.find((b) => b.slug === fields.blockType);
  const typeLabel = label(block?.labels?.singular, fields.blockType);
  // Read during render, taken once mounted: a render React throws away (a part of the drawer still
  // downloading suspends it) must not use up the request to open.
  const [isEditing, setEditing] = useState(() => openOnMount.has(fields.id));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the request is taken by the first mount only
  useEffect(() => {
    openOnMount.delete(fields.id);
  }, []);
  const values = block ? summarizeFields(block.fields, fields, 2) : [];
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
