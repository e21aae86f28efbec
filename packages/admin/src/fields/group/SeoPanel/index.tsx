import type { Field, GroupField } from '@atrium/core/client';
import { useId } from 'react';
import { useConfig } from '../../../config/ConfigProvider.tsx';
import { findCollection } from '../../../config/index.ts';
import { useForm } from '../../../forms/FormProvider.tsx';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import { usePathValue } from '../../../views/Edit/useFormSnapshot.ts';
import { type LengthState, lengthState } from './lengthState.ts';
import './index.css';

/** Spec 9: the recommended lengths of a meta title and description. */
const titleLength = { min: 50, max: 60 };
const descriptionLength = { min: 100, max: 150 };
/** Guidance on writing them, from the search engine's own documentation (spec 2). */
const titleTips = 'https://developers.google.com/search/docs/appearance/title-link';
const descriptionTips = 'https://developers.google.com/search/docs/appearance/snippet';

const stateKeys: Record<LengthState, string> = {
  missing: 'fields:seoMissing',
  tooShort: 'fields:seoTooShort',
  almostThere: 'fields:seoAlmostThere',
  good: 'fields:seoGood',
  tooLong: 'fields:seoTooLong',
};

/**
 * How a document will look in search results, under a group marked `admin: { seo: true }` that holds `title`,
 * `description` and (optionally) `image` fields: a length indicator for the title and the description, whether
 * there is an image, how many of those checks pass, and a preview of the result. Guidance only: nothing here
 * blocks a save. The preview falls back to the document's title when the meta title is empty.
 */
export function SeoPanel({ field, path }: { field: GroupField; path: string }) {
  const { store, entity } = useForm();
  const { t, label } = useTranslation();
  const config = useConfig();
  const headingId = useId();
  const sub = (name: string) => field.fields.find((f): f is Field & { name: string } => 'name' in f && f.name === name);
  const hasImage = sub('image') !== undefined;
  const title = text(usePathValue(store, `${path}.title`));
  const description = text(usePathValue(store, `${path}.description`));
  const image = usePathValue(store, `${path}.image`);
  const useAsTitle = entity.kind === 'collection' ? findCollection(config, entity.slug)?.admin.useAsTitle : undefined;
  const documentTitle = text(usePathValue(store, useAsTitle ?? '\u0000'));

  const titleCheck = lengthState(title.length, titleLength.min, titleLength.max);
  const descriptionCheck = lengthState(description.length, descriptionLength.min, descriptionLength.max);
  const hasImageValue = image !== undefined && image !== null && image !== '';
  const checks = [titleCheck.state === 'good', descriptionCheck.state === 'good', ...(hasImage ? [hasImageValue] : [])];
  const nameOf = (name: string, fallback: string) => {
    const found = sub(name) as { label?: unknown } | undefined;
    return label(found?.label as never, fallback);
  };

  return (
    <section className="seo-panel" aria-labelledby={headingId}>
      <div className="seo-panel__head">
        <h3 className="seo-panel__title" id={headingId}>
          {t('fields:seoOverview')}
        </h3>
        <span className="seo-panel__checks">
          {t('fields:seoChecks', { passing: checks.filter(Boolean).length, total: checks.length })}
        </span>
      </div>
      <ul className="seo-panel__list">
        <LengthRow
          name={nameOf('title', 'title')}
          check={titleCheck}
          count={title.length}
          range={titleLength}
          tips={{ href: titleTips, text: t('fields:seoTitleTips') }}
        />
        <LengthRow
          name={nameOf('description', 'description')}
          check={descriptionCheck}
          count={description.length}
          range={descriptionLength}
          tips={{ href: descriptionTips, text: t('fields:seoDescriptionTips') }}
        />
        {hasImage ? (
          <li className="seo-panel__row">
            <span className="seo-panel__name">{nameOf('image', 'image')}</span>
            <span className={`seo-panel__state seo-state--${hasImageValue ? 'good' : 'missing'}`}>
              <span className="seo-panel__dot" aria-hidden />
              {hasImageValue ? t('fields:seoGood') : t('fields:seoNoImage')}
            </span>
          </li>
        ) : null}
      </ul>
      <figure className="seo-preview">
        <figcaption className="seo-preview__caption">{t('fields:seoPreview')}</figcaption>
        <p className="seo-preview__title" dir="auto">
          {title || documentTitle || t('general:untitled')}
        </p>
        {description ? (
          <p className="seo-preview__description" dir="auto">
            {description}
          </p>
        ) : null}
      </figure>
    </section>
  );
}

function LengthRow({
  name,
  check,
  count,
  range,
  tips,
}: {
  name: string;
  check: ReturnType<typeof lengthState>;
  count: number;
  range: { min: number; max: number };
  tips: { href: string; text: string };
}) {
  const { t, formatNumber } = useTranslation();
  return (
    <li className="seo-panel__row">
      <span className="seo-panel__name">{name}</span>
      <span className={`seo-panel__state seo-state--${check.state}`}>
        <span className="seo-panel__dot" aria-hidden />
        {t(stateKeys[check.state])}
      </span>
      <span className="seo-panel__bar" aria-hidden>
        <span className={`seo-panel__fill seo-state--${check.state}`} style={{ inlineSize: `${check.fill * 100}%` }} />
      </span>
      <span className="seo-panel__count">
        {/* One value for the range: set apart as a whole, it reads 50–60 in a right-to-left sentence too. */}
        {t('fields:seoLength', { count: formatNumber(count), range: `${formatNumber(range.min)}–${formatNumber(range.max)}` })}
      </span>
      <a className="seo-panel__tips" href={tips.href} target="_blank" rel="noreferrer">
        {tips.text}
      </a>
    </li>
  );
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
