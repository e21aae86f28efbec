import { type DragEvent, forwardRef, useImperativeHandle, useRef, useState } from 'react';
import { Button } from '../../components/Button/index.tsx';
import { Icon } from '../../components/Icon/index.tsx';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import './index.css';

export type DropZoneHandle = { openPicker: () => void; focus: () => void };

type Props = {
  /** Called with the files dropped or picked (the owner keeps one, or says why not). */
  onFiles: (files: File[]) => void;
  /** The `accept` attribute of the picker (the collection's `mimeTypes`). */
  accept?: string;
  isDisabled?: boolean;
  /** `full`: the empty state of a new document. `hidden`: only the picker, for "replace file". */
  variant?: 'full' | 'hidden';
  /** The id of a message about the zone (why the file cannot be saved yet). */
  describedBy?: string;
};

/** Where a file comes in: dropped on it, or chosen with the system's file picker. */
export const DropZone = forwardRef<DropZoneHandle, Props>(function DropZone(
  { onFiles, accept, isDisabled = false, variant = 'full', describedBy },
  ref,
) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [isOver, setOver] = useState(false);
  useImperativeHandle(ref, () => ({ openPicker: () => input.current?.click(), focus: () => button.current?.focus() }), []);

  const picker = (
    <input
      ref={input}
      type="file"
      className="visually-hidden"
      tabIndex={-1}
      aria-hidden
      accept={accept}
      disabled={isDisabled}
      data-testid="upload-input"
      onChange={(event) => {
        const files = [...(event.currentTarget.files ?? [])];
        // The same file chosen again (after removing it) must still arrive.
        event.currentTarget.value = '';
        if (files.length > 0) onFiles(files);
      }}
    />
  );
  if (variant === 'hidden') return picker;

  const handleDragOver = (event: DragEvent) => {
    if (isDisabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const handleDrop = (event: DragEvent) => {
    if (isDisabled) return;
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is the pointer's way in; the button is everyone's
    <div
      className={`dropzone${isOver ? ' dropzone--over' : ''}`}
      data-testid="upload-dropzone"
      onDragEnter={handleDragOver}
      onDragOver={handleDragOver}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={handleDrop}
    >
      <span className="dropzone__icon">
        <Icon name="upload" size={28} />
      </span>
      <p className="dropzone__title">{isOver ? t('upload:dropActive') : t('upload:dropTitle')}</p>
      <p className="dropzone__hint">{t('upload:dropHint')}</p>
      <Button
        ref={button}
        variant="primary"
        onClick={() => input.current?.click()}
        disabled={isDisabled}
        aria-describedby={describedBy}
      >
        {t('upload:chooseFile')}
      </Button>
      {picker}
    </div>
  );
});
