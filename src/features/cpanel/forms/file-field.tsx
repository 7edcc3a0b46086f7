import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMegabytes } from '@/lib/format';
import type { MediaRef } from '@/lib/model/shared';
import { ACCEPT, IMAGE_INPUT_MAX, type MediaKind } from '@/lib/media-files';
import './file-field.css';

export interface FileFieldProps {
  label: string;
  kind: MediaKind;
  required?: boolean;
  /** What the document has now (edit forms). */
  current?: MediaRef | null;
  chosen: File | null;
  problem: string | null;
  /** 0..1 while uploading. */
  progress: number | null;
  disabled?: boolean;
  onChoose: (file: File | null) => void;
  /** A sentence added to the field's hint (what the file is for). */
  note?: string;
  /** What the field adds about the chosen file (a narration's preview). */
  children?: ReactNode;
}

/**
 * The picked picture itself, before anything is sent, with its pixel size: the admin sees they
 * chose the right one. It is read from memory; the address is let go with the file.
 */
function ChosenImage({ file, label }: { file: File; label: string }) {
  const { t } = useTranslation();
  const picture = useRef<HTMLImageElement>(null);
  const [pixels, setPixels] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const address = URL.createObjectURL(file);
    if (picture.current) picture.current.src = address;
    return () => URL.revokeObjectURL(address);
  }, [file]);
  return (
    <figure className="file-field__preview">
      <img
        ref={picture}
        alt={t('cpanel.file.previewAlt', { label, name: file.name })}
        onLoad={(event) =>
          setPixels({
            width: event.currentTarget.naturalWidth,
            height: event.currentTarget.naturalHeight,
          })
        }
      />
      <figcaption>
        {t('cpanel.file.chosen', { name: file.name, size: formatMegabytes(file.size, t) })}
        {pixels && ` · ${t('cpanel.file.pixels', pixels)}`}
      </figcaption>
    </figure>
  );
}

/**
 * A file input with what it holds now, the type/size hint, the picked picture (or file), its
 * problem and its upload progress.
 */
export function FileField({
  label,
  kind,
  required,
  current,
  chosen,
  problem,
  progress,
  disabled,
  onChoose,
  note,
  children,
}: FileFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <div className="field file-field">
      <label htmlFor={id} className="field__label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {current && (
        <div className="file-field__current">
          {kind === 'image' ? (
            <img src={current.url} alt="" width={96} height={72} loading="lazy" />
          ) : (
            <a href={current.url} target="_blank" rel="noreferrer">
              {t('cpanel.file.listen')}
            </a>
          )}
          <span>{t('cpanel.file.current', { size: formatMegabytes(current.size, t) })}</span>
        </div>
      )}
      <input
        id={id}
        className="file-field__input"
        type="file"
        accept={ACCEPT[kind]}
        required={required}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
        onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
      />
      <p id={hintId} className="field__hint">
        {kind === 'image'
          ? t('cpanel.file.hintImage', { max: formatMegabytes(IMAGE_INPUT_MAX, t) })
          : t('cpanel.file.hintAudio')}
        {note && ` ${note}`}
        {current && ` ${t('cpanel.file.keepCurrent')}`}
      </p>
      {chosen && !problem && kind === 'image' && (
        // A new file is a new picture: its pixel size is measured again.
        <ChosenImage
          key={`${chosen.name}:${chosen.size}:${chosen.lastModified}`}
          file={chosen}
          label={label}
        />
      )}
      {chosen && !problem && kind === 'audio' && (
        <p className="file-field__chosen">
          {t('cpanel.file.chosen', { name: chosen.name, size: formatMegabytes(chosen.size, t) })}
        </p>
      )}
      {problem && (
        <p id={problemId} className="field__error" role="alert">
          {problem}
        </p>
      )}
      {children}
      {percent !== null && (
        <div className="file-field__progress">
          <progress max={100} value={percent} aria-label={t('cpanel.file.progress', { label })} />
          <span aria-hidden="true">{percent} %</span>
        </div>
      )}
    </div>
  );
}
