import { Icon } from '../../components/Icon/index.tsx';
import { formatFileSize } from '../../i18n/formatFileSize.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import type { ClientImageSize } from '../uploadOptions.ts';
import './index.css';

/** One generated size as the document stores it (REST contract). */
export type StoredSize = {
  url?: string | null;
  width?: number | null;
  height?: number | null;
  mimeType?: string | null;
  filesize?: number | null;
  filename?: string | null;
};

type Props = {
  /** The collection's `imageSizes`: their order, and every size named even when none was made. */
  configured: ClientImageSize[];
  sizes: Record<string, StoredSize | null | undefined> | undefined;
};

/** The sizes core made of an image: each with its dimensions, file size and a link to the file. */
export function ImageSizes({ configured, sizes }: Props) {
  const { t, language } = useTranslation();
  const names = [
    ...configured.map((size) => size.name),
    ...Object.keys(sizes ?? {}).filter((name) => !configured.some((c) => c.name === name)),
  ];
  if (names.length === 0) return null;
  return (
    <section className="sizes" aria-labelledby="upload-sizes-heading">
      <h3 id="upload-sizes-heading" className="sizes__heading">
        {t('upload:sizes')}
      </h3>
      <ul className="sizes__list">
        {names.map((name) => {
          const size = sizes?.[name];
          const hasFile = typeof size?.url === 'string' && size.url !== '';
          return (
            <li key={name} className="sizes__item" data-testid={`size-${name}`}>
              <span className="sizes__thumb" aria-hidden>
                {hasFile ? <img src={size.url as string} alt="" loading="lazy" /> : null}
              </span>
              <span className="sizes__text">
                <span className="sizes__name">
                  {hasFile ? (
                    <a href={size.url as string} target="_blank" rel="noreferrer">
                      <bdi>{name}</bdi>
                      <Icon name="external" size={12} />
                    </a>
                  ) : (
                    name
                  )}
                </span>
                <span className="sizes__meta">
                  {hasFile
                    ? [
                        typeof size.width === 'number' && typeof size.height === 'number'
                          ? t('upload:dimensions', {
                              width: formatNumber(size.width, language),
                              height: formatNumber(size.height, language),
                            })
                          : undefined,
                        typeof size.filesize === 'number' ? formatFileSize(size.filesize, language, t) : undefined,
                      ]
                        .filter(Boolean)
                        .join(' · ')
                    : t('upload:sizeMissing')}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

// Plain digits of the language, no grouping: "1920 × 1080" reads as dimensions, "1,920 × 1,080" less so.
function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language, { useGrouping: false }).format(value);
}
