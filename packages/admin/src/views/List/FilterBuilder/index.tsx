import type { Where } from '@atrium/core/client';
import { useEffect, useMemo, useRef, useState } from 'react';
import { stringifyQuery } from '../../../api/stringifyQuery.ts';
import { Button } from '../../../components/Button/index.tsx';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import { columnLabel, type ListField } from '../../../lists/listFields.ts';
import {
  type FilterCondition,
  type FilterGroup,
  type FilterValue,
  groupsFromWhere,
  hiddenConditionCount,
  newFilterId,
  whereFromGroups,
} from '../filterGroups.ts';
import { type FilterOperator, isListOperator, operatorKeys, operatorsFor } from '../operators.ts';
import { ValueInput } from '../ValueInput/index.tsx';
import '../../../fields/shared/filters/index.css';
import './index.css';

type Props = {
  id: string;
  fields: ListField[];
  /** The where in the address bar. */
  where: Where | undefined;
  /** Called when the complete rows add up to another where (debounced while typing). */
  onApply: (where: Where | undefined) => void;
  /** The field a new row starts with. */
  defaultPath: string;
};

const keyOf = (where: Where | undefined) => stringifyQuery({ where });
/** A where as the builder would write it, so that a hand-written address is not rewritten just by being shown. */
const canonicalKey = (where: Where | undefined) => keyOf(whereFromGroups(groupsFromWhere(where)));

/**
 * The filter builder: groups of conditions (field, operator, value) joined by "and", groups joined by "or".
 * Incomplete rows stay on screen without filtering; complete ones apply once typing pauses.
 */
export default function FilterBuilder({ id, fields, where, onApply, defaultPath }: Props) {
  const { t, label } = useTranslation();
  const [groups, setGroups] = useState<FilterGroup[]>(() => groupsFromWhere(where));
  const byPath = useMemo(() => new Map(fields.map((f) => [f.path, f])), [fields]);
  const onApplyRef = useRef(onApply);
  onApplyRef.current = onApply;

  // Back, forward or "clear" changed the address: show its filters. The builder's own changes come back
  // this way too, and must not replace rows the user has gone on editing meanwhile.
  const appliedKey = canonicalKey(where);
  const ownKey = useRef(appliedKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs only when the address's where changes
  useEffect(() => {
    if (appliedKey === ownKey.current) return;
    ownKey.current = appliedKey;
    setGroups(groupsFromWhere(where));
  }, [appliedKey]);

  useEffect(() => {
    const next = whereFromGroups(groups);
    const nextKey = keyOf(next);
    if (nextKey === ownKey.current) return;
    const timer = window.setTimeout(() => {
      ownKey.current = nextKey;
      onApplyRef.current(next);
    }, 350);
    return () => window.clearTimeout(timer);
  }, [groups]);

  const newCondition = (): FilterCondition => {
    const field = byPath.get(defaultPath) ?? fields[0];
    return { id: newFilterId(), path: field?.path ?? '', operator: field ? (operatorsFor(field.field)[0] ?? '') : '', value: '' };
  };
  const update = (groupId: string, conditionId: string, change: Partial<FilterCondition>) =>
    setGroups((list) =>
      list.map((g) =>
        g.id !== groupId ? g : { ...g, conditions: g.conditions.map((c) => (c.id === conditionId ? { ...c, ...change } : c)) },
      ),
    );
  const handleFieldChange = (groupId: string, condition: FilterCondition, path: string) => {
    const field = byPath.get(path);
    const operators = field ? operatorsFor(field.field) : [];
    const operator = condition.operator && operators.includes(condition.operator) ? condition.operator : (operators[0] ?? '');
    update(groupId, condition.id, { path, operator, value: '' });
  };
  const handleOperatorChange = (groupId: string, condition: FilterCondition, operator: FilterOperator) => {
    let value: FilterValue = condition.value;
    if (isListOperator(operator) && !Array.isArray(value)) value = value ? [value] : [];
    else if (!isListOperator(operator) && Array.isArray(value)) value = value[0] ?? '';
    if (operator === 'exists' || condition.operator === 'exists') value = operator === 'exists' ? 'true' : '';
    update(groupId, condition.id, { operator, value });
  };
  const handleRemove = (groupId: string, conditionId: string) =>
    setGroups((list) =>
      list
        .map((g) => (g.id !== groupId ? g : { ...g, conditions: g.conditions.filter((c) => c.id !== conditionId) }))
        .filter((g) => g.conditions.length > 0),
    );
  const handleAddCondition = (groupId: string) =>
    setGroups((list) => list.map((g) => (g.id !== groupId ? g : { ...g, conditions: [...g.conditions, newCondition()] })));
  const handleAddGroup = () => setGroups((list) => [...list, { id: newFilterId(), conditions: [newCondition()] }]);

  return (
    <section id={id} className="list-panel filter-builder" aria-label={t('list:filters')}>
      <div className="list-panel__header">
        <h2 className="list-panel__title">{t('list:filters')}</h2>
        {groups.length > 0 ? (
          <button type="button" className="list-panel__link" onClick={() => setGroups([])}>
            {t('list:clearFilters')}
          </button>
        ) : null}
      </div>
      {/* "No filters yet" would be untrue while the address's hidden filters apply (the list names them). */}
      {groups.length === 0 && hiddenConditionCount(where) === 0 ? (
        <p className="filter-builder__empty">{t('list:noFilters')}</p>
      ) : null}
      {groups.map((group, groupIndex) => (
        <div key={group.id} className="filter-builder__group-wrap">
          {groupIndex > 0 ? (
            <p className="filter-builder__or">
              <span>{t('list:or')}</span>
            </p>
          ) : null}
          <ul className="filter-builder__group">
            {group.conditions.map((condition, index) => {
              const field = byPath.get(condition.path);
              const operators = field ? operatorsFor(field.field) : [];
              return (
                <li key={condition.id} className="filter-builder__row">
                  <span className="filter-builder__join">{index === 0 ? t('list:filterWhere') : t('list:and')}</span>
                  <select
                    className="filter-input"
                    aria-label={t('list:field')}
                    value={condition.path}
                    onChange={(e) => handleFieldChange(group.id, condition, e.target.value)}
                  >
                    {field ? null : <option value="">{t('list:selectField')}</option>}
                    {fields.map((f) => (
                      <option key={f.path} value={f.path}>
                        {columnLabel(f, t, label)}
                      </option>
                    ))}
                  </select>
                  <select
                    className="filter-input"
                    aria-label={t('list:operator')}
                    value={condition.operator}
                    onChange={(e) => handleOperatorChange(group.id, condition, e.target.value as FilterOperator)}
                  >
                    {condition.operator ? null : <option value="">{t('list:selectOperator')}</option>}
                    {operators.map((op) => (
                      <option key={op} value={op}>
                        {t(operatorKeys[op])}
                      </option>
                    ))}
                  </select>
                  <div className="filter-builder__value">
                    {field && condition.operator ? (
                      <ValueInput
                        field={field.field}
                        operator={condition.operator}
                        value={condition.value}
                        onChange={(value) => update(group.id, condition.id, { value })}
                        aria-label={t('list:value')}
                      />
                    ) : null}
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="filter-builder__remove"
                    aria-label={t('list:removeCondition')}
                    onClick={() => handleRemove(group.id, condition.id)}
                    icon={<span aria-hidden>✕</span>}
                  />
                </li>
              );
            })}
          </ul>
          <Button
            size="sm"
            className="filter-builder__add-and"
            aria-label={t('list:addConditionLabel')}
            onClick={() => handleAddCondition(group.id)}
          >
            <span aria-hidden>+</span> {t('list:addCondition')}
          </Button>
        </div>
      ))}
      <div className="filter-builder__footer">
        {groups.length === 0 ? (
          <Button size="sm" onClick={handleAddGroup}>
            <span aria-hidden>+</span> {t('list:addFilter')}
          </Button>
        ) : (
          <Button size="sm" aria-label={t('list:addGroupLabel')} onClick={handleAddGroup}>
            <span aria-hidden>+</span> {t('list:addGroup')}
          </Button>
        )}
      </div>
    </section>
  );
}
