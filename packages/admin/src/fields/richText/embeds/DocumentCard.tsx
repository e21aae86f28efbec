import { $isRelationshipNode, $isUploadNode } from '@atrium/richtext/client';
import { useLexicalEditable } from '@lexical/react/useLexicalEditable';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { Button } from '../../../components/Button/index.tsx';
import { Dialog } from '../../../components/Dialog/index.tsx';
import { Icon } from '../../../components/Icon/index.tsx';
import { useConfig } from '../../../config/ConfigProvider.tsx';
import { findCollection } from '../../../config/index.ts';
import { DocumentForm } from '../../../documents/DocumentForm/index.tsx';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import { DocumentThumbnail } from '../DocumentSearch/DocumentThumbnail.tsx';
import { idOf, useDocumentSummary } from '../documents.ts';
import { useRichText } from '../EditorContext.tsx';
import EmbedPicker from './EmbedPicker.tsx';
import { NodeFieldsDrawer } from './NodeFieldsDrawer.tsx';
import { useNodeActions } from './useNodeActions.ts';
import { useNodeServerCheck } from './useNodeServerCheck.ts';
import { useSelectableNode } from './useSelectableNode.ts';

type Props = {
  kind: 'relationship' | 'upload';
  nodeKey: string;
  relationTo: string;
  value: unknown;
  /** Uploads: the editor's extra fields stored in the node. */
  fields?: Record<string, unknown>;
};

/**
 * An embedded document or upload (spec 2): thumbnail, file name or title, and edit, swap and remove buttons,
 * disabled when the field is read-only (spec 2, 6). Edit opens the upload's extra fields when the editor has
 * some, otherwise the document itself, in a drawer.
 */
export function DocumentCard({ kind, nodeKey, relationTo, value, fields }: Props) {
  const config = useConfig();
  const { features } = useRichText();
  const { t, label } = useTranslation();
  const queryClient = useQueryClient();
  const isEditable = useLexicalEditable();
  const ref = useRef<HTMLDivElement>(null);
  const element = useCallback(() => ref.current, []);
  const isSelected = useSelectableNode(nodeKey, element);
  const { update, remove } = useNodeActions(nodeKey);
  const serverCheck = useNodeServerCheck(nodeKey);
  const [drawer, setDrawer] = useState<'none' | 'document' | 'fields' | 'swap'>('none');
  const collection = findCollection(config, relationTo);
  const summary = useDocumentSummary(relationTo, value);
  const id = idOf(value);
  const collectionLabel = label(collection?.labels.singular, relationTo);
  const extraFields = kind === 'upload' ? (features.upload.collections.find((c) => c.slug === relationTo)?.fields ?? []) : [];
  const title =
    summary === undefined
      ? t('general:loading')
      : summary === null
        ? t('richText:missingDocument', { id: String(id) })
        : summary.title;
  const caption = typeof fields?.caption === 'string' ? fields.caption : '';

  const handleSwap = (choice: { relationTo: string; value: string | number }) => {
    update((node) => {
      if ($isRelationshipNode(node)) node.setRelationship(choice.relationTo, choice.value);
      else if ($isUploadNode(node)) node.setData({ ...node.getData(), relationTo: choice.relationTo, value: choice.value });
    });
    setDrawer('none');
  };
  const handleFields = (values: Record<string, unknown>) => {
    update((node) => {
      if ($isUploadNode(node)) node.setData({ ...node.getData(), fields: { ...node.getFields(), ...values } });
    });
    setDrawer('none');
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a card inside the text is named as a group; a fieldset would be a form control
    <div
      ref={ref}
      className={`rt-card rt-card--${kind}${isSelected ? ' rt-card--selected' : ''}`}
      role="group"
      aria-label={`${collectionLabel}: ${title}`}
      aria-busy={summary === undefined || undefined}
    >
      <div className="rt-card__doc">
        {kind === 'upload' ? (
          <DocumentThumbnail src={summary?.thumbnail} size="lg" />
        ) : (
          <span className="rt-card__icon" aria-hidden="true">
            <Icon name="file" size={20} />
          </span>
        )}
        <div className="rt-card__text">
          <span className="rt-card__type">{collectionLabel}</span>
          <span className="rt-card__title">{title}</span>
          {caption ? <span className="rt-card__caption">{caption}</span> : null}
        </div>
        <span className="rt-card__actions">
          <Button
            variant="ghost"
            size="sm"
            icon={<Icon name="pencil" />}
            aria-label={t('richText:editEmbed', { title })}
            title={t('general:edit')}
            disabled={!isEditable || (extraFields.length === 0 && (id === undefined || !collection))}
            onClick={() => setDrawer(extraFields.length > 0 ? 'fields' : 'document')}
          />
          <Button
            variant="ghost"
            size="sm"
            icon={<Icon name="swap" />}
            aria-label={t('richText:swapEmbed', { title })}
            title={t('richText:swap')}
            disabled={!isEditable}
            onClick={() => setDrawer('swap')}
          />
          <Button
            variant="ghost"
            size="sm"
            icon={<Icon name="trash" />}
            aria-label={t('richText:removeEmbed', { title })}
            title={t('general:remove')}
            disabled={!isEditable}
            onClick={remove}
          />
        </span>
      </div>
      {drawer === 'swap' ? (
        <EmbedPicker
          kind={kind}
          current={id === undefined ? null : { relationTo, value: id }}
          onChoose={handleSwap}
          onClose={() => setDrawer('none')}
        />
      ) : null}
      {drawer === 'fields' ? (
        <NodeFieldsDrawer
          title={t('richText:editEmbed', { title })}
          formKey={`${nodeKey}-upload`}
          fields={extraFields}
          values={fields ?? {}}
          readOnly={!isEditable}
          onSave={handleFields}
          onClose={() => setDrawer('none')}
          serverCheck={serverCheck}
        />
      ) : null}
      {drawer === 'document' && id !== undefined && collection ? (
        <Dialog isOpen kind="drawer" title={title} onOpenChange={(isOpen) => !isOpen && setDrawer('none')}>
          <DocumentForm
            kind="collection"
            slug={relationTo}
            id={id}
            layout="drawer"
            onSaved={() => {
              void queryClient.invalidateQueries({ queryKey: ['richText', 'doc', relationTo, id] });
              setDrawer('none');
            }}
          />
        </Dialog>
      ) : null}
    </div>
  );
}
