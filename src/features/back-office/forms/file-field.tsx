import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMegabytes } from '@/lib/format';
import type { MediaRef } from '@/lib/model/shared';
import { ACCEPT, type MediaKind } from '@/lib/media-files';
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
  /** What the field adds about the chosen file (a narration's preview). */
  children?: ReactNode;
}

/** A file input with what it holds now, the type/size hint, its problem and its upload progress. */
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
        {t(kind === 'image' ? 'cpanel.file.hintImage' : 'cpanel.file.hintAudio')}
        {current && ` ${t('cpanel.file.keepCurrent')}`}
      </p>
      {chosen && !problem && (
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
