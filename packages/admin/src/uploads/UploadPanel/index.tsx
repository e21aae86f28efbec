import { fileDataKeys, focalPointKeys } from '@atrium/core/client';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/Button/index.tsx';
import { Icon } from '../../components/Icon/index.tsx';
import type { FormStore } from '../../forms/FormStore.ts';
import { formatFileSize } from '../../i18n/formatFileSize.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { CropFields, CropFrame } from '../CropTool/index.tsx';
import { type CropArea, isWholeImage, wholeImage } from '../crop.ts';
import { DropZone, type DropZoneHandle } from '../DropZone/index.tsx';
import { FilePreview } from '../FilePreview/index.tsx';
import { FocalPointPicker } from '../FocalPointPicker/index.tsx';
import { ImageSizes, type StoredSize } from '../ImageSizes/index.tsx';
import type { PendingUpload } from '../PendingUpload.ts';
import { formatPercent } from '../percent.ts';
import { isMimeTypeAllowed, isPreviewableImage, type UploadOptions } from '../uploadOptions.ts';
import { usePendingUpload, useStoreValue } from '../useStoreValue.ts';
import './index.css';

type Props = {
  store: FormStore;
  options: UploadOptions;
  pending: PendingUpload;
  isReadOnly: boolean;
};

/** Payload's `uploadEdits`: what the next save asks core to do to the image. */
type UploadEdits = { crop?: CropArea & { unit: '%' }; focalPoint?: { x: number; y: number } };

// The values a newly chosen file stands in for until it is saved (put back when it is removed unsaved).
const fileKeys = [...fileDataKeys, ...focalPointKeys, 'uploadEdits'];

/**
 * The file of an upload collection's document, above its fields: a drop zone (and the file picker, and paste)
 * while there is none; then the preview, the file's details, the focal point and the crop, the generated sizes
 * and "replace file". A new file waits in `pending` and is sent by the next save, with its progress shown here.
 */
export function UploadPanel({ store, options, pending, isReadOnly }: Props) {
  const { t, language } = useTranslation();
  const state = usePendingUpload(pending);
  const picker = useRef<DropZoneHandle>(null);
  const section = useRef<HTMLElement>(null);
  const replaced = useRef<Record<string, unknown> | undefined>(undefined);
  const problemID = useId();
  const idPrefix = useId();
  const [tool, setTool] = useState<'focal' | 'crop'>('focal');
  const [natural, setNatural] = useState<{ width: number; height: number } | undefined>();

  const filename = useStoreValue(store, 'filename');
  const mimeType = useStoreValue(store, 'mimeType');
  const filesize = useStoreValue(store, 'filesize');
  const width = useStoreValue(store, 'width');
  const height = useStoreValue(store, 'height');
  const url = useStoreValue(store, 'url');
  const sizes = useStoreValue(store, 'sizes') as Record<string, StoredSize> | undefined;
  const focalX = useStoreValue(store, 'focalX');
  const focalY = useStoreValue(store, 'focalY');
  const edits = (useStoreValue(store, 'uploadEdits') ?? {}) as UploadEdits;

  const takeFiles = (files: File[]) => {
    const [file] = files;
    if (!file) return;
    if (files.length > 1) return pending.setProblem(t('upload:oneFileOnly'));
    // The browser's guess from the name: the server checks the content, this only saves a wasted upload.
    if (file.type && !isMimeTypeAllowed(file.type, options.mimeTypes)) {
      return pending.setProblem(t('upload:typeNotAllowed', { type: file.type, allowed: options.mimeTypes.join(', ') }));
    }
    if (options.filesizeLimit !== undefined && file.size > options.filesizeLimit) {
      return pending.setProblem(
        t('upload:tooLarge', {
          size: formatFileSize(file.size, language, t),
          limit: formatFileSize(options.filesizeLimit, language, t),
        }),
      );
    }
    if (!pending.getState().file) replaced.current = Object.fromEntries(fileKeys.map((key) => [key, store.getValue(key)]));
    pending.setFile(file);
    setNatural(undefined);
    setTool('focal');
    const values: Record<string, unknown> = {
      filename: file.name,
      mimeType: file.type || undefined,
      filesize: file.size,
      width: undefined,
      height: undefined,
      url: undefined,
      thumbnailURL: undefined,
      sizes: undefined,
      focalX: options.focalPoint ? 50 : undefined,
      focalY: options.focalPoint ? 50 : undefined,
      uploadEdits: undefined,
    };
    for (const [key, value] of Object.entries(values)) store.setValue(key, value);
  };
  const handleRemove = () => {
    for (const [key, value] of Object.entries(replaced.current ?? {})) store.setValue(key, value);
    replaced.current = undefined;
    pending.clear();
  };

  // Paste from the clipboard anywhere in this form (or with nothing focused), except into something that takes
  // pasted content itself. A drawer's form over the page takes the paste made inside it, the page's form does not.
  const takeRef = useRef(takeFiles);
  takeRef.current = takeFiles;
  useEffect(() => {
    if (isReadOnly) return;
    const handlePaste = (event: ClipboardEvent) => {
      const files = [...(event.clipboardData?.files ?? [])];
      const target = event.target as HTMLElement | null;
      if (files.length === 0 || target?.closest('input, textarea, [contenteditable="true"]')) return;
      const form = section.current?.closest('.doc');
      if (target !== document.body && !(target && form?.contains(target))) return;
      event.preventDefault();
      takeRef.current(files);
    };
    document.addEventListener('paste', handlePaste);
    return () => document.removeEventListener('paste', handlePaste);
  }, [isReadOnly]);

  const accept = options.mimeTypes.length > 0 ? options.mimeTypes.join(',') : undefined;
  const problem = state.problem ? (
    <p id={problemID} className="upload__problem" role="alert">
      <Icon name="alert" />
      {state.problem}
    </p>
  ) : null;
  const hasFile = state.file !== undefined || (typeof filename === 'string' && filename !== '');
  if (!hasFile) {
    return (
      <section ref={section} className="upload" aria-label={t('upload:file')}>
        <DropZone
          ref={picker}
          onFiles={takeFiles}
          accept={accept}
          isDisabled={isReadOnly}
          describedBy={state.problem ? problemID : undefined}
        />
        {problem}
      </section>
    );
  }

  const name = state.file?.name ?? String(filename ?? '');
  const type = state.file ? state.file.type : mimeType;
  const src = state.previewURL ?? (typeof url === 'string' ? url : undefined);
  const isImage = isPreviewableImage(type);
  const shownWidth = state.file ? natural?.width : typeof width === 'number' ? width : undefined;
  const shownHeight = state.file ? natural?.height : typeof height === 'number' ? height : undefined;
  const canEdit = !isReadOnly && isImage && state.progress === undefined;
  // SVGs are drawings: core does not cut them, so they have no crop.
  const canCrop = options.crop && type !== 'image/svg+xml';
  const tools = [...(options.focalPoint ? (['focal'] as const) : []), ...(canCrop ? (['crop'] as const) : [])];
  const activeTool = tools.includes(tool) ? tool : tools[0];
  const focal = { x: typeof focalX === 'number' ? focalX : 50, y: typeof focalY === 'number' ? focalY : 50 };
  const cropArea: CropArea = edits.crop ?? wholeImage;

  const setFocal = (point: { x: number; y: number }) => {
    store.setValue('focalX', point.x);
    store.setValue('focalY', point.y);
    store.setValue('uploadEdits', { ...edits, focalPoint: point });
  };
  const setCrop = (area: CropArea) => {
    const { crop: _, ...rest } = edits;
    const next: UploadEdits = isWholeImage(area) ? rest : { ...rest, crop: { ...area, unit: '%' } };
    store.setValue('uploadEdits', Object.keys(next).length > 0 ? next : undefined);
  };

  const overlay =
    canEdit && activeTool === 'focal' ? (
      <FocalPointPicker x={focal.x} y={focal.y} onChange={setFocal} />
    ) : canEdit && activeTool === 'crop' ? (
      <CropFrame area={cropArea} onChange={setCrop} />
    ) : null;

  return (
    <section ref={section} className="upload" aria-label={t('upload:file')} data-testid="upload-panel">
      {/* A file dropped on the preview replaces the one shown. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is the pointer's way; "Replace file" is everyone's */}
      <div
        className="upload__body"
        onDragOver={(event) => {
          if (!isReadOnly && event.dataTransfer.types.includes('Files')) event.preventDefault();
        }}
        onDrop={(event) => {
          if (isReadOnly || event.dataTransfer.files.length === 0) return;
          event.preventDefault();
          takeFiles([...event.dataTransfer.files]);
        }}
      >
        <FilePreview
          src={src}
          mimeType={type}
          filename={name}
          overlay={overlay}
          onNaturalSize={state.file ? setNatural : undefined}
        />
        <div className="upload__details">
          <dl className="upload__facts">
            <div>
              <dt>{t('upload:fileName')}</dt>
              <dd className="upload__filename">
                {/* A file name is its own run of text: "2024 report.pdf" keeps its order in a right-to-left page. */}
                <bdi data-testid="upload-filename">{name}</bdi>
              </dd>
            </div>
            {typeof (state.file?.size ?? filesize) === 'number' ? (
              <div>
                <dt>{t('upload:fileSize')}</dt>
                <dd>{formatFileSize((state.file?.size ?? filesize) as number, language, t)}</dd>
              </div>
            ) : null}
            {shownWidth !== undefined && shownHeight !== undefined && shownWidth > 0 ? (
              <div>
                <dt>{t('upload:dimensionsLabel')}</dt>
                <dd data-testid="upload-dimensions">
                  {t('upload:dimensions', { width: plain(shownWidth, language), height: plain(shownHeight, language) })}
                </dd>
              </div>
            ) : null}
            {typeof type === 'string' && type !== '' ? (
              <div>
                <dt>{t('upload:mimeType')}</dt>
                <dd>
                  <bdi>{type}</bdi>
                </dd>
              </div>
            ) : null}
          </dl>
          {state.file ? <PendingNotice progress={state.progress} /> : null}
          {!isReadOnly ? (
            <div className="upload__actions">
              <Button size="sm" onClick={() => picker.current?.openPicker()} disabled={state.progress !== undefined}>
                {t('upload:replaceFile')}
              </Button>
              {state.file ? (
                <Button size="sm" variant="ghost" onClick={handleRemove} disabled={state.progress !== undefined}>
                  {replaced.current?.filename ? t('upload:keepCurrentFile') : t('upload:removeFile')}
                </Button>
              ) : null}
              <DropZone ref={picker} onFiles={takeFiles} accept={accept} variant="hidden" />
            </div>
          ) : null}
          {!state.file && typeof url === 'string' ? (
            <a className="upload__open" href={url} target="_blank" rel="noreferrer">
              {t('upload:openFile')}
              <Icon name="external" size={12} />
            </a>
          ) : null}
          {problem}
        </div>
      </div>
      {canEdit && tools.length > 0 ? (
        <div className="upload__tools">
          <fieldset className="upload__tabs">
            <legend className="visually-hidden">{t('upload:editImage')}</legend>
            {tools.map((name) => (
              <button
                key={name}
                type="button"
                className="upload__tab"
                aria-pressed={activeTool === name}
                onClick={() => setTool(name)}
              >
                {t(name === 'focal' ? 'upload:focalPoint' : 'upload:crop')}
              </button>
            ))}
          </fieldset>
          {activeTool === 'focal' ? (
            <div className="upload__tool">
              <p className="upload__help">{t('upload:focalPointHelp')}</p>
              <p className="upload__value" data-testid="focal-value">
                {t('upload:focalPointValue', { x: formatPercent(focal.x, language), y: formatPercent(focal.y, language) })}
              </p>
            </div>
          ) : (
            <div className="upload__tool">
              <p className="upload__help">{t('upload:cropHelp')}</p>
              <CropFields area={cropArea} onChange={setCrop} idPrefix={idPrefix} />
              {edits.crop ? (
                <div>
                  <Button size="sm" variant="ghost" onClick={() => setCrop(wholeImage)}>
                    {t('upload:resetCrop')}
                  </Button>
                </div>
              ) : null}
            </div>
          )}
          {edits.crop || (edits.focalPoint && !state.file) ? <p className="upload__pending">{t('upload:editsPending')}</p> : null}
        </div>
      ) : null}
      {isImage && !state.file ? <ImageSizes configured={options.imageSizes} sizes={sizes} /> : null}
    </section>
  );
}

/** A new file not sent yet, or being sent: how far it is. */
function PendingNotice({ progress }: { progress: number | null | undefined }) {
  const { t, language } = useTranslation();
  if (progress === undefined) return <p className="upload__pending">{t('upload:pendingNotice')}</p>;
  const label =
    progress === null
      ? t('upload:uploadingUnknown')
      : t('upload:uploading', { percent: formatPercent(progress * 100, language) });
  return (
    <div className="upload__progress">
      <span>{label}</span>
      <progress max={1} value={progress ?? undefined} aria-label={t('upload:uploadProgress')} />
    </div>
  );
}

// Dimensions in the language's digits without grouping ("1920 × 1080").
function plain(value: number, language: string): string {
  return new Intl.NumberFormat(language, { useGrouping: false }).format(value);
}
