import type { PointField } from '@atrium/core/client';
import { useState } from 'react';
import type { FieldProps } from '../../forms/RenderFields.tsx';
import { useField } from '../../forms/useField.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { useFieldId } from '../shared/FieldIdScope.tsx';
import { describedBy, FieldShell } from '../shared/FieldShell.tsx';
import './index.css';

type Point = [number | null, number | null];

/** A coordinate as typed: a number when the text is one (spec 5's number check), else `null`. */
function parseCoordinate(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
}

/**
 * A geographic point: latitude and longitude typed as numbers, stored in GeoJSON order `[longitude, latitude]`
 * (the REST contract's shape). Both empty stores `null`; one missing or out of range is reported by the
 * point validator.
 */
export function PointInput({ field, path, siblingPath, readOnly }: FieldProps<PointField>) {
  const { value, setValue, error, markTouched } = useField<Point>(field, path, siblingPath);
  const { t } = useTranslation();
  const id = useFieldId(path);
  const [drafts, setDrafts] = useState<{ lat?: string; lng?: string }>({});
  const point: Point = Array.isArray(value) ? [value[0] ?? null, value[1] ?? null] : [null, null];
  const shown = (axis: 'lng' | 'lat') => {
    const n = point[axis === 'lng' ? 0 : 1];
    return drafts[axis] ?? (typeof n === 'number' ? String(n) : '');
  };
  const handleChange = (axis: 'lng' | 'lat', text: string) => {
    setDrafts((d) => ({ ...d, [axis]: text }));
    const lng = axis === 'lng' ? parseCoordinate(text) : parseCoordinate(shown('lng'));
    const lat = axis === 'lat' ? parseCoordinate(text) : parseCoordinate(shown('lat'));
    setValue(lng === null && lat === null ? null : [lng, lat]);
  };
  const handleBlur = (axis: 'lng' | 'lat') => {
    setDrafts((d) => ({ ...d, [axis]: undefined }));
    markTouched();
  };
  const input = (axis: 'lng' | 'lat') => {
    const inputId = `${id}-${axis === 'lng' ? 'longitude' : 'latitude'}`;
    return (
      <div className="point-input__axis">
        <label className="point-input__label" htmlFor={inputId}>
          {t(axis === 'lng' ? 'fields:longitude' : 'fields:latitude')}
        </label>
        <input
          id={inputId}
          className="input"
          type="text"
          inputMode="decimal"
          value={shown(axis)}
          readOnly={readOnly}
          aria-invalid={Boolean(error)}
          aria-required={field.required || undefined}
          aria-describedby={describedBy(field, id, error)}
          onChange={(e) => handleChange(axis, e.target.value)}
          onBlur={() => handleBlur(axis)}
        />
      </div>
    );
  };
  return (
    <FieldShell field={field} inputId={id} error={error} as="fieldset">
      <div className="point-input">
        {input('lat')}
        {input('lng')}
      </div>
    </FieldShell>
  );
}
