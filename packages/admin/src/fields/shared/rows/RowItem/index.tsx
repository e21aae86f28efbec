import type { Block, Field } from '@atrium/core/client';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useCallback, useSyncExternalStore } from 'react';
import type { FieldPermissions } from '../../../../auth/AuthProvider.tsx';
import { Icon } from '../../../../components/Icon/index.tsx';
import { dataFieldsOf } from '../../../../config/dataFields.ts';
import { useForm } from '../../../../forms/FormProvider.tsx';
import { RenderFields } from '../../../../forms/RenderFields.tsx';
import { useTranslation } from '../../../../i18n/I18nProvider.tsx';
import { Collapse } from '../../Collapse/index.tsx';
import { useFieldId } from '../../FieldIdScope.tsx';
import { useHasVisibleErrors } from '../../useHasVisibleErrors.ts';
import { rowNumber } from '../rowOperations.ts';
import './index.css';

type Props = {
  rowId: string;
  index: number;
  /** The row's path (`links.3`). */
  path: string;
  fields: Field[];
  /** The row's block, for blocks fields (`undefined`: an array row, or a block type the config lacks). */
  block?: Block;
  isBlocks: boolean;
  isCollapsed: boolean;
  isInstant: boolean;
  readOnly: boolean;
  canDuplicate: boolean;
  permissions?: FieldPermissions;
  onToggle: (rowId: string, isCollapsed: boolean) => void;
  onDuplicate: (index: number) => void;
  onRemove: (index: number) => void;
  /** Called with the row's body once rendered (the list focuses a row it just added). */
  onMount: (rowId: string, firstInput: HTMLElement | null) => void;
};

/**
 * One row of an array or blocks field. Memoized, and it reads its own title through a subscription to its
 * own path, so typing in one row of a hundred re-renders only that row's field (and this header when the
 * title field changes), never the siblings.
 */
export const RowItem = memo(function RowItem({
  rowId,
  index,
  path,
  fields,
  block,
  isBlocks,
  isCollapsed,
  isInstant,
  readOnly,
  canDuplicate,
  permissions,
  onToggle,
  onDuplicate,
  onRemove,
  onMount,
}: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: rowId,
    disabled: readOnly,
  });
  const hasErrors = useHasVisibleErrors([path]);
  const bodyId = `${useFieldId(path)}-row`;
  return (
    <li
      ref={setNodeRef}
      className={`rows__row${isDragging ? ' rows__row--dragging' : ''}${hasErrors ? ' rows__row--error' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-row-id={rowId}
    >
      <RowHeader
        rowId={rowId}
        index={index}
        path={path}
        fields={fields}
        block={block}
        isBlocks={isBlocks}
        isCollapsed={isCollapsed}
        readOnly={readOnly}
        canDuplicate={canDuplicate}
        hasErrors={hasErrors}
        bodyId={bodyId}
        handle={readOnly ? undefined : { ref: setActivatorNodeRef, props: { ...attributes, ...listeners } }}
        onToggle={onToggle}
        onDuplicate={onDuplicate}
        onRemove={onRemove}
      />
      <Collapse isOpen={!isCollapsed} id={bodyId} isInstant={isInstant} className="rows__collapse">
        <RowBody
          rowId={rowId}
          path={path}
          fields={fields}
          isBlocks={isBlocks}
          readOnly={readOnly}
          permissions={permissions}
          onMount={onMount}
        />
      </Collapse>
    </li>
  );
});

type HeaderProps = Pick<
  Props,
  | 'rowId'
  | 'index'
  | 'path'
  | 'fields'
  | 'block'
  | 'isBlocks'
  | 'isCollapsed'
  | 'readOnly'
  | 'canDuplicate'
  | 'onToggle'
  | 'onDuplicate'
  | 'onRemove'
> & {
  hasErrors: boolean;
  bodyId: string;
  /** The drag handle's ref and dnd-kit's attributes and listeners; `undefined` when read-only. */
  handle?: { ref: (element: HTMLElement | null) => void; props: Record<string, any> };
};

/** The row's bar: drag handle, the collapse toggle titled by the row, duplicate and remove. */
function RowHeader({
  rowId,
  index,
  path,
  fields,
  block,
  isBlocks,
  isCollapsed,
  readOnly,
  canDuplicate,
  hasErrors,
  bodyId,
  handle,
  onToggle,
  onDuplicate,
  onRemove,
}: HeaderProps) {
  const { t, label } = useTranslation();
  const text = useRowText(path, fields);
  const number = rowNumber(index);
  const blockLabel = isBlocks ? label(block?.labels?.singular, block?.slug ?? t('fields:unknownBlock')) : undefined;
  const fallback = t('fields:rowLabel', { number });
  const name = text || (blockLabel ? `${blockLabel} ${number}` : fallback);
  return (
    <div className="rows__header">
      {handle ? (
        <button
          type="button"
          ref={handle.ref}
          className="rows__icon-button rows__handle"
          {...handle.props}
          aria-label={t('fields:moveRow', { row: name })}
        >
          <Icon name="grip" />
        </button>
      ) : null}
      <button
        type="button"
        className="rows__toggle"
        aria-label={[
          text || blockLabel ? number : '',
          blockLabel,
          text || (blockLabel ? '' : fallback),
          hasErrors ? t('fields:hasErrors') : '',
        ]
          .filter(Boolean)
          .join(' ')}
        aria-expanded={!isCollapsed}
        aria-controls={bodyId}
        onClick={() => onToggle(rowId, !isCollapsed)}
      >
        <Icon name="chevron" />
        {text || blockLabel ? <span className="rows__number">{number}</span> : null}
        {blockLabel ? <span className="rows__pill">{blockLabel}</span> : null}
        <span className="rows__title">{text || (blockLabel ? '' : fallback)}</span>
        {hasErrors ? (
          <span className="rows__error-marker">
            <Icon name="alert" />
          </span>
        ) : null}
      </button>
      {readOnly ? null : (
        <span className="rows__actions">
          <button
            type="button"
            className="rows__icon-button"
            aria-label={t('fields:duplicateRow', { row: name })}
            title={t('general:duplicate')}
            disabled={!canDuplicate}
            onClick={() => onDuplicate(index)}
          >
            <Icon name="copy" />
          </button>
          <button
            type="button"
            className="rows__icon-button rows__icon-button--danger"
            aria-label={t('fields:removeRow', { row: name })}
            title={t('general:remove')}
            onClick={() => onRemove(index)}
          >
            <Icon name="trash" />
          </button>
        </span>
      )}
    </div>
  );
}

type BodyProps = Pick<Props, 'rowId' | 'path' | 'fields' | 'isBlocks' | 'readOnly' | 'permissions' | 'onMount'>;

/** The row's fields; memoized so a drag (which re-renders the row every frame) leaves them alone. */
const RowBody = memo(function RowBody({ rowId, path, fields, isBlocks, readOnly, permissions, onMount }: BodyProps) {
  const handleRef = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      onMount(rowId, element.querySelector<HTMLElement>('input:not([type=hidden]), textarea, select, [contenteditable=true]'));
    },
    [onMount, rowId],
  );
  return (
    <div className="rows__body" ref={handleRef}>
      {isBlocks ? <BlockNameInput path={path} readOnly={readOnly} /> : null}
      <RenderFields fields={fields} path={path} permissions={permissions} readOnly={readOnly} />
    </div>
  );
});

/** The name of the first text field of a row's fields (its value titles the row), if any. */
function titleFieldOf(fields: Field[]): string | undefined {
  return dataFieldsOf(fields).find((f) => f.type === 'text' && !f.hasMany)?.name;
}

/** The text that titles a row: its `blockName`, else its first text field's value (`''` when neither). */
function useRowText(path: string, fields: Field[]): string {
  const { store } = useForm();
  const titleField = titleFieldOf(fields);
  const subscribe = useCallback((listener: () => void) => store.subscribe(path, listener), [store, path]);
  return useSyncExternalStore(subscribe, () => {
    const blockName = store.getValue(`${path}.blockName`);
    if (typeof blockName === 'string' && blockName.trim()) return blockName.trim();
    const value = titleField ? store.getValue(`${path}.${titleField}`) : undefined;
    return typeof value === 'string' ? value.trim() : '';
  });
}

/** The optional name a block row may carry (`blockName`), which titles the row. */
function BlockNameInput({ path, readOnly }: { path: string; readOnly: boolean }) {
  const { t } = useTranslation();
  const { store } = useForm();
  const namePath = `${path}.blockName`;
  const subscribe = useCallback((listener: () => void) => store.subscribe(namePath, listener), [store, namePath]);
  const value = useSyncExternalStore(subscribe, () => store.getValue(namePath));
  const id = useFieldId(namePath);
  return (
    <div className="field rows__block-name">
      <label className="field__label" htmlFor={id}>
        {t('fields:blockName')}
      </label>
      <input
        id={id}
        className="input"
        type="text"
        value={typeof value === 'string' ? value : ''}
        readOnly={readOnly}
        placeholder={t('fields:blockNamePlaceholder')}
        onChange={(e) => store.setValue(namePath, e.target.value === '' ? undefined : e.target.value)}
      />
    </div>
  );
}
