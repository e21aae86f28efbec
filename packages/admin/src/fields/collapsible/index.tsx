import type { CollapsibleField } from '@atrium/core/client';
import { useId, useMemo, useState } from 'react';
import { Icon } from '../../components/Icon/index.tsx';
import { dataFieldsOf } from '../../config/dataFields.ts';
import { joinPath } from '../../forms/paths.ts';
import { type FieldProps, RenderFields } from '../../forms/RenderFields.tsx';
import { fieldsContainPath, useReveal } from '../../forms/reveal.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { Collapse } from '../shared/Collapse/index.tsx';
import { useHasVisibleErrors } from '../shared/useHasVisibleErrors.ts';
import './index.css';

/**
 * Fields in a section that opens and closes (closed at first with `admin.initCollapsed`). Layout only: the
 * fields store their values beside it. A closed section with errors inside says so on its header.
 */
export function CollapsibleInput({ field, path, readOnly, permissions }: FieldProps<CollapsibleField>) {
  const { t, label } = useTranslation();
  const [isOpen, setOpen] = useState(!field.admin?.initCollapsed);
  const bodyId = useId();
  const paths = useMemo(() => dataFieldsOf(field.fields).map((f) => joinPath(path, f.name)), [field.fields, path]);
  const hasErrors = useHasVisibleErrors(paths);
  useReveal(
    (target) => fieldsContainPath(field.fields, path, target),
    () => setOpen(true),
  );
  const description = field.admin?.description;
  return (
    <div className={`collapsible-field${hasErrors ? ' collapsible-field--error' : ''}`}>
      <button
        type="button"
        className="collapsible-field__toggle"
        aria-expanded={isOpen}
        aria-controls={bodyId}
        // Not a functional update: the edit view may open it (useReveal) and click this toggle in the same tick.
        onClick={() => setOpen(!isOpen)}
      >
        <Icon name="chevron" />
        <span className="collapsible-field__label">{label(field.label)}</span>
        {hasErrors ? (
          <span className="collapsible-field__error">
            <Icon name="alert" />
            <span className="visually-hidden">{t('fields:hasErrors')}</span>
          </span>
        ) : null}
      </button>
      <Collapse isOpen={isOpen} id={bodyId}>
        <div className="collapsible-field__body">
          {description && typeof description !== 'function' ? <p className="field__description">{label(description)}</p> : null}
          <RenderFields fields={field.fields} path={path} permissions={permissions} readOnly={readOnly} />
        </div>
      </Collapse>
    </div>
  );
}
