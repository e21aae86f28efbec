import { api, Button, findCollection, useConfig, useForm, usePathValue, useToast, useTranslation } from '@atrium/admin/plugin';
import type { Field, GroupField } from '@atrium/core/client';
import { useEffect, useId, useState } from 'react';
import { descriptionLength, type LengthState, lengthState, overviewChecks, titleLength } from '../../checks.ts';
import type { SEOClientOptions, SEOGenerateResponse } from '../../kinds.ts';
import './index.css';

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
 * How a document will look in search results, under the plugin's `meta` group that holds `title`,
 * `description` and (optionally) `image` fields: a length indicator for the title and the description, whether
 * there is an image, how many of those checks pass, and a preview of the result. Guidance only: nothing here
 * blocks a save. The preview falls back to the document's title when the meta title is empty.
 */
export function SeoPanel({ field, path }: { field: GroupField; path: string }) {
  const form = useForm();
  const { store, entity } = form;
  const toast = useToast();
  // The kinds the plugin's generators cover (`generateTitle`…; the client config lists them in `admin.custom.seo`).
  const generators: string[] = (field.admin?.custom?.seo as SEOClientOptions | undefined)?.generate ?? [];
  const canGenerate = (kind: string) => generators.includes(kind) && !form.readOnly;
  /** Asks the server for a generated value, from the form's data as it is now. */
  const generate = async (kind: string): Promise<unknown> => {
    const body = { [entity.kind]: entity.slug, id: form.id, path, doc: store.getData(), locale: form.serverCheck?.locale };
    return (await api.post<SEOGenerateResponse>(`/plugin-seo/generate-${kind}`, body)).result;
  };
  const fill = async (kind: 'title' | 'description' | 'image') => {
    try {
      const result = await generate(kind);
      // An image generator may answer the upload document or its id.
      const value = kind === 'image' && typeof result === 'object' && result !== null ? (result as { id?: unknown }).id : result;
      if (value !== undefined && value !== null) store.setValue(`${path}.${kind}`, value);
    } catch (error) {
      toast.show((error as Error).message, 'error');
    }
  };
  // Spec 4: the URL is generated at once, when there is none yet to preview.
  const [url, setURL] = useState<string>();
  const hasURLGenerator = generators.includes('url');
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once, when the panel first shows
  useEffect(() => {
    if (!hasURLGenerator) return;
    let isCurrent = true;
    generate('url')
      .then((result) => {
        if (isCurrent && typeof result === 'string') setURL(result);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [hasURLGenerator]);
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
  const overview = overviewChecks({ title, description, hasImageField: hasImage, image });
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
        <span className="seo-panel__checks">{t('fields:seoChecks', overview)}</span>
      </div>
      <ul className="seo-panel__list">
        <LengthRow
          name={nameOf('title', 'title')}
          check={titleCheck}
          count={title.length}
          range={titleLength}
          tips={{ href: titleTips, text: t('fields:seoTitleTips') }}
          onGenerate={canGenerate('title') ? () => fill('title') : undefined}
        />
        <LengthRow
          name={nameOf('description', 'description')}
          check={descriptionCheck}
          count={description.length}
          range={descriptionLength}
          tips={{ href: descriptionTips, text: t('fields:seoDescriptionTips') }}
          onGenerate={canGenerate('description') ? () => fill('description') : undefined}
        />
        {hasImage ? (
          <li className="seo-panel__row">
            <span className="seo-panel__name">{nameOf('image', 'image')}</span>
            <span className={`seo-panel__state seo-state--${hasImageValue ? 'good' : 'missing'}`}>
              <span className="seo-panel__dot" aria-hidden />
              {hasImageValue ? t('fields:seoGood') : t('fields:seoNoImage')}
            </span>
            {canGenerate('image') ? <GenerateButton name={nameOf('image', 'image')} onGenerate={() => fill('image')} /> : null}
          </li>
        ) : null}
      </ul>
      <figure className="seo-preview">
        <figcaption className="seo-preview__caption">{t('fields:seoPreview')}</figcaption>
        {url ? (
          <p className="seo-preview__url" dir="ltr">
            {url}
          </p>
        ) : null}
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
  onGenerate,
}: {
  name: string;
  check: ReturnType<typeof lengthState>;
  count: number;
  range: { min: number; max: number };
  tips: { href: string; text: string };
  onGenerate?: () => Promise<void>;
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
      <span className="seo-panel__actions">
        <a className="seo-panel__tips" href={tips.href} target="_blank" rel="noreferrer">
          {tips.text}
        </a>
        {onGenerate ? <GenerateButton name={name} onGenerate={onGenerate} /> : null}
      </span>
    </li>
  );
}

/** Fills a field from the group's generator (only offered when one is configured: spec 4). */
function GenerateButton({ name, onGenerate }: { name: string; onGenerate: () => Promise<void> }) {
  const { t } = useTranslation();
  const [isBusy, setBusy] = useState(false);
  return (
    <Button
      size="sm"
      className="seo-panel__generate"
      aria-label={t('fields:seoGenerateField', { label: name })}
      disabled={isBusy}
      onClick={async () => {
        setBusy(true);
        await onGenerate();
        setBusy(false);
      }}
    >
      {t('fields:seoGenerate')}
    </Button>
  );
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
