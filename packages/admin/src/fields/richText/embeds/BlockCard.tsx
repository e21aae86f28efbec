import type { Field } from '@atrium/core/client';
import { $isBlockNode, type BlockFields } from '@atrium/richtext/client';
import { useLexicalEditable } from '@lexical/react/useLexicalEditable';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/Button/index.tsx';
import { Icon } from '../../../components/Icon/index.tsx';
import { useFieldRegistry } from '../../../forms/FieldRegistry.tsx';
import { useForm } from '../../../forms/FormProvider.tsx';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import { PluginComponent } from '../../../plugins/PluginComponent.tsx';
import type { BlockPreviewProps } from '../../../plugins/types.ts';
import { Collapse } from '../../shared/Collapse/index.tsx';
import { documentPreferenceKey, useMemoryCollapsedRows, usePreferenceCollapsedRows } from '../../shared/rows/useCollapsedRows.ts';
import { useRichText } from '../EditorContext.tsx';
import { summarizeFields } from './fieldSummary.ts';
import { NodeFieldsDrawer } from './NodeFieldsDrawer.tsx';
import { useNodeActions } from './useNodeActions.ts';
import { useNodeServerCheck } from './useNodeServerCheck.ts';
import { useOpenOnMount } from './useOpenOnMount.ts';
import { useSelectableNode } from './useSelectableNode.ts';

/**
 * A block between paragraphs: its type and name, a summary of its values (or the preview its config names,
 * `admin.components.Block`), and buttons to edit its fields in a drawer or remove it. While the drawer is open
 * the card shows the values being edited. It collapses to its header; the state is kept in the document's
 * preferences, keyed by the block's id (spec 4).
 */
export function BlockCard({ nodeKey, fields }: { nodeKey: string; fields: BlockFields }) {
  const { features } = useRichText();
  const { t, label } = useTranslation();
  const isEditable = useLexicalEditable();
  const ref = useRef<HTMLDivElement>(null);
  const element = useCallback(() => ref.current, []);
  const isSelected = useSelectableNode(nodeKey, element);
  const { update, remove } = useNodeActions(nodeKey);
  const serverCheck = useNodeServerCheck(nodeKey);
  const bodyId = useId();
  const { summaryOf } = useFieldRegistry();
  const block = features.blocks.find((b) => b.slug === fields.blockType);
  const typeLabel = label(block?.labels?.singular, fields.blockType);
  const [isEditing, setEditing] = useOpenOnMount(fields.id);
  // The drawer's values as they are typed, shown by the card until they are applied or thrown away.
  const [draft, setDraft] = useState<Record<string, unknown> | undefined>();
  const values: BlockFields = isEditing && draft ? { ...fields, ...draft } : fields;
  const { collapsed, setCollapsed } = useBlockCollapse();
  const isCollapsed = collapsed[fields.id] === true;
  const summary = block ? summarizeFields(block.fields, values, summaryOf) : [];
  const name = typeof values.blockName === 'string' ? values.blockName : '';
  const preview = block?.admin?.components?.Block;

  // The block's own fields come first, so the drawer opens on them; the optional name is for editors only.
  // Kept while the drawer is open: its form is made anew for other fields, and the card re-renders as it edits.
  const drawerFields = useMemo<Field[]>(
    () => [
      ...(block?.fields ?? []),
      { name: 'blockName', type: 'text', label: t('richText:blockName'), admin: { description: t('richText:blockNameHint') } },
    ],
    [block, t],
  );
  const handleEditing = (isOpen: boolean) => {
    setDraft(undefined);
    setEditing(isOpen);
  };
  const handleSave = (values: Record<string, unknown>) => {
    update((node) => {
      if ($isBlockNode(node)) node.setFields({ ...node.getFields(), ...values, id: fields.id, blockType: fields.blockType });
    });
    handleEditing(false);
  };

  const summaryView =
    summary.length > 0 ? (
      <dl className="rt-card__summary">
        {summary.map((line) => (
          <div key={line.name} className="rt-card__line">
            <dt>{label(line.label, line.name)}</dt>
            <dd>{'count' in line ? t('richText:items', { count: line.count }) : line.text}</dd>
          </div>
        ))}
      </dl>
    ) : (
      <p className="rt-card__empty">{t('richText:blockEmpty')}</p>
    );
  const previewProps: BlockPreviewProps | undefined = block && { block, values, isEditing };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a card inside the text is named as a group; a fieldset would be a form control
    <div
      ref={ref}
      className={`rt-card rt-card--block${isSelected ? ' rt-card--selected' : ''}`}
      data-block-type={fields.blockType}
      role="group"
      aria-label={name ? `${typeLabel}: ${name}` : typeLabel}
    >
      <div className="rt-card__header">
        <button
          type="button"
          className="rt-card__toggle"
          aria-expanded={!isCollapsed}
          aria-controls={bodyId}
          aria-label={t(isCollapsed ? 'richText:expandBlock' : 'richText:collapseBlock', { label: typeLabel })}
          onClick={() => setCollapsed([fields.id], !isCollapsed)}
        >
          <Icon name="chevron" />
        </button>
        <span className="rt-card__type">{typeLabel}</span>
        {name ? <span className="rt-card__name">{name}</span> : null}
        <span className="rt-card__actions">
          <Button
            variant="ghost"
            size="sm"
            icon={<Icon name="pencil" />}
            aria-label={t('richText:editBlock', { label: typeLabel })}
            title={t('general:edit')}
            disabled={!isEditable || !block}
            onClick={() => handleEditing(true)}
          />
          <Button
            variant="ghost"
            size="sm"
            icon={<Icon name="trash" />}
            aria-label={t('richText:removeBlock', { label: typeLabel })}
            title={t('general:remove')}
            disabled={!isEditable}
            onClick={remove}
          />
        </span>
      </div>
      <Collapse isOpen={!isCollapsed} id={bodyId} className="rt-card__collapse">
        {preview && previewProps ? (
          <div className="rt-card__preview">
            <PluginComponent component={preview} props={previewProps} fallback={summaryView} />
          </div>
        ) : block ? (
          summaryView
        ) : (
          <p className="rt-card__empty">{t('richText:unknownBlock', { type: fields.blockType })}</p>
        )}
      </Collapse>
      {isEditing && block ? (
        <NodeFieldsDrawer
          title={t('richText:editBlock', { label: typeLabel })}
          formKey={fields.id || nodeKey}
          fields={drawerFields}
          values={fields}
          readOnly={!isEditable}
          onSave={handleSave}
          onClose={() => handleEditing(false)}
          onValuesChange={setDraft}
          serverCheck={serverCheck}
        />
      ) : null}
    </div>
  );
}

/** Collapsed blocks: in the document's preferences once it is saved, in memory before. */
function useBlockCollapse() {
  const form = useForm();
  const key = documentPreferenceKey(form);
  const stored = usePreferenceCollapsedRows(key ?? 'unsaved');
  const memory = useMemoryCollapsedRows();
  return key ? stored : memory;
}
