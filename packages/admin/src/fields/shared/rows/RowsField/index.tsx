import type { ArrayField, Block, BlocksField, Field } from '@atrium/core/client';
import { createRowId } from '@atrium/core/client';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../../../components/Button/index.tsx';
import { Icon } from '../../../../components/Icon/index.tsx';
import { useForm } from '../../../../forms/FormProvider.tsx';
import type { FieldProps } from '../../../../forms/RenderFields.tsx';
import { useReveal } from '../../../../forms/reveal.ts';
import { validatePath } from '../../../../forms/validate.ts';
import { useTranslation } from '../../../../i18n/I18nProvider.tsx';
import { useFieldId } from '../../FieldIdScope.tsx';
import { FieldShell } from '../../FieldShell.tsx';
import { useOwnError } from '../../useOwnError.ts';
import { BlockMenu } from '../BlockMenu/index.tsx';
import { defaultRowData } from '../defaultRowData.ts';
import { keyboardStepCoordinates } from '../keyboardStep.ts';
import { RowItem } from '../RowItem/index.tsx';
import { revalidateRows } from '../revalidateRows.ts';
import { copyRow, insertRow, moveRow, type Row, removeRow, rowsOf } from '../rowOperations.ts';
import {
  type CollapsedRows,
  documentPreferenceKey,
  useMemoryCollapsedRows,
  usePreferenceCollapsedRows,
} from '../useCollapsedRows.ts';
import { useRowKeys } from '../useRowKeys.ts';
import './index.css';

type Props = FieldProps<ArrayField | BlocksField>;

/**
 * The list of an array or blocks field: rows that can be added, duplicated, removed, collapsed and dragged
 * into a new order (pointer or keyboard, spec 9's 25 px step). Collapsed rows are remembered in the
 * document's preferences; a document without an id yet keeps them in memory.
 */
export function RowsField(props: Props) {
  const form = useForm();
  const key = documentPreferenceKey(form);
  return key ? <WithStoredState {...props} preferenceKey={key} /> : <WithMemoryState {...props} />;
}

function WithStoredState({ preferenceKey, ...props }: Props & { preferenceKey: string }) {
  return <RowList {...props} collapsedRows={usePreferenceCollapsedRows(preferenceKey)} />;
}

function WithMemoryState(props: Props) {
  return <RowList {...props} collapsedRows={useMemoryCollapsedRows()} />;
}

// Rows only move up and down.
const lockToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

function RowList({ field, path, siblingPath, readOnly, permissions, collapsedRows }: Props & { collapsedRows: CollapsedRows }) {
  const { t, label } = useTranslation();
  const { store, validation } = useForm();
  const rowKeys = useRowKeys(path);
  const error = useOwnError(path);
  const { collapsed, setCollapsed, isLoaded } = collapsedRows;
  // Stored state that arrives after the first paint snaps into place; only the user's own toggles animate.
  const [hasToggled, setToggled] = useState(false);
  const pendingFocus = useRef<string | undefined>(undefined);
  const id = useFieldId(path);
  const blocks = field.type === 'blocks' ? field.blocks : undefined;
  const count = rowKeys.length;
  const isAtMax = field.maxRows !== undefined && count >= field.maxRows;
  const singular = label(field.labels?.singular, t(blocks ? 'fields:block' : 'fields:row'));
  const plural = label(field.labels?.plural, t(blocks ? 'fields:blocks' : 'fields:rows'));

  const ids = useMemo(() => rowKeys.map((row) => row.id), [rowKeys]);
  const idsRef = useRef(ids);
  idsRef.current = ids;
  const { claim, isLoaded: isStateLoaded } = collapsedRows;
  useEffect(() => {
    if (isStateLoaded) claim(idsRef.current);
  }, [isStateLoaded, claim]);

  const commit = useCallback(
    (next: Row[]) => {
      // A row without an id (a default value, an import) gets one with the first change, as the server would.
      store.setValue(
        path,
        next.map((row) => (row && typeof row === 'object' && !row.id ? { ...row, id: createRowId() } : row)),
      );
      void validatePath(field as any, path, store, validation, siblingPath);
      void revalidateRows(field as any, path, store, validation);
    },
    [store, path, field, validation, siblingPath],
  );
  const rows = useCallback(() => rowsOf(store.getValue(path)), [store, path]);

  const handleAdd = useCallback(
    (blockType?: string) => {
      const block = blocks?.find((b) => b.slug === blockType);
      const fields = block ? block.fields : (field as ArrayField).fields;
      const row: Row = { id: createRowId(), ...(block ? { blockType: block.slug } : {}), ...defaultRowData(fields) };
      pendingFocus.current = row.id;
      commit(insertRow(rows(), row));
    },
    [blocks, field, commit, rows],
  );
  const handleDuplicate = useCallback(
    (index: number) => {
      const source = rows()[index];
      if (!source) return;
      const copy = copyRow(source, (field as ArrayField).fields ?? [], blocks);
      pendingFocus.current = copy.id;
      commit(insertRow(rows(), copy, index + 1));
    },
    [rows, field, blocks, commit],
  );
  const handleRemove = useCallback(
    (index: number) => {
      const current = rows();
      commit(removeRow(current, index));
      // Focus stays in the list: on the row that took this one's place, or the one before it.
      const neighbour = idsRef.current[index + 1] ?? idsRef.current[index - 1];
      requestAnimationFrame(() => {
        const target = neighbour
          ? document.querySelector<HTMLElement>(`[data-row-id="${neighbour}"] .rows__toggle`)
          : document.getElementById(`${id}-add`);
        target?.focus();
      });
    },
    [rows, commit, id],
  );
  const handleToggle = useCallback(
    (rowId: string, isCollapsed: boolean) => {
      setToggled(true);
      setCollapsed([rowId], isCollapsed);
    },
    [setCollapsed],
  );
  // The edit view asks for a field inside a collapsed row (the error pill): that row opens.
  const revealed = useRef<string | undefined>(undefined);
  useReveal(
    (target) => {
      const index = target.startsWith(`${path}.`) ? Number(target.slice(path.length + 1).split('.')[0]) : -1;
      revealed.current = idsRef.current[index];
      return revealed.current !== undefined && collapsed[revealed.current] === true;
    },
    () => {
      if (revealed.current) handleToggle(revealed.current, false);
    },
  );
  const handleToggleAll = (isCollapsed: boolean) => {
    setToggled(true);
    setCollapsed(ids, isCollapsed);
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    commit(moveRow(rows(), from, to));
  };
  const focusNewRow = useCallback((rowId: string, element: HTMLElement | null) => {
    if (!element || pendingFocus.current !== rowId) return;
    pendingFocus.current = undefined;
    element.focus();
  }, []);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardStepCoordinates }),
  );
  const position = (rowId: string | number) => ids.indexOf(String(rowId)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('fields:dragPickedUp', { position: position(active.id), count }),
    onDragOver: ({ over }) => (over ? t('fields:dragMovedTo', { position: position(over.id), count }) : undefined),
    onDragEnd: ({ over }) => (over ? t('fields:dragDropped', { position: position(over.id), count }) : t('fields:dragCancelled')),
    onDragCancel: () => t('fields:dragCancelled'),
  };

  return (
    <FieldShell field={field} inputId={id} error={error} as="fieldset" className="rows">
      {count === 0 ? <p className="rows__empty">{t('fields:noRows', { label: plural })}</p> : null}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={[lockToVerticalAxis]}
        onDragEnd={handleDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('fields:dragInstructions') } }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className="rows__list">
            {rowKeys.map((row, index) => (
              <RowItem
                key={row.id}
                rowId={row.id}
                index={index}
                path={`${path}.${index}`}
                fields={rowFieldsOf(field, row.blockType)}
                block={blocks?.find((b) => b.slug === row.blockType)}
                isBlocks={Boolean(blocks)}
                isCollapsed={collapsed[row.id] === true}
                isInstant={!hasToggled || !isLoaded}
                readOnly={readOnly}
                canDuplicate={!isAtMax}
                permissions={permissions}
                onToggle={handleToggle}
                onDuplicate={handleDuplicate}
                onRemove={handleRemove}
                onMount={focusNewRow}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {readOnly ? null : (
        <div className="rows__add">
          {blocks ? (
            <BlockMenu
              id={`${id}-add`}
              blocks={blocks}
              label={t('fields:addLabel', { label: singular })}
              isDisabled={isAtMax}
              onSelect={handleAdd}
            />
          ) : (
            <Button id={`${id}-add`} size="sm" icon={<Icon name="plus" />} disabled={isAtMax} onClick={() => handleAdd()}>
              {t('fields:addLabel', { label: singular })}
            </Button>
          )}
          {isAtMax ? <p className="field__hint">{t('validation:limitReached', { max: field.maxRows })}</p> : null}
          {count > 1 ? <BulkToggles onToggleAll={handleToggleAll} /> : null}
        </div>
      )}
      {readOnly && count > 1 ? (
        <div className="rows__add">
          <BulkToggles onToggleAll={handleToggleAll} />
        </div>
      ) : null}
    </FieldShell>
  );
}

/** Collapse or open every row of the list at once. */
function BulkToggles({ onToggleAll }: { onToggleAll: (isCollapsed: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <span className="rows__bulk">
      <Button variant="ghost" size="sm" onClick={() => onToggleAll(true)}>
        {t('fields:collapseAll')}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => onToggleAll(false)}>
        {t('fields:expandAll')}
      </Button>
    </span>
  );
}

const noFields: Field[] = [];

/** The fields a row shows: the array's, or its block's (none for an unknown block type). */
function rowFieldsOf(field: ArrayField | BlocksField, blockType: string | undefined): Field[] {
  if (field.type === 'array') return field.fields;
  return field.blocks.find((b: Block) => b.slug === blockType)?.fields ?? noFields;
}
