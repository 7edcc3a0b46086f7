import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pick } from '@/lib/model/language';
import { translate } from '@/lib/translatable';
import { cancelUpload, dismissUpload, retryUpload, useUploads } from './upload-queue';
import type { Upload } from './upload-types';
import './upload-tray.css';

/** What one upload says of itself, in words: its state, and why it failed. */
function statusText(upload: Upload, t: ReturnType<typeof useTranslation>['t']) {
  const percent = Math.round(upload.fraction * 100);
  switch (upload.status) {
    case 'uploading':
      return t('cpanel.uploads.uploading', { percent });
    case 'saving':
      return t('cpanel.uploads.saving');
    case 'done':
      return t(`cpanel.uploads.done.${upload.kind}`);
    case 'failed':
      return upload.problem?.key === 'errors.canceled'
        ? t('cpanel.uploads.canceled')
        : t('cpanel.uploads.failed', {
            reason: upload.problem ? translate(t, upload.problem) : '',
          });
    case 'interrupted':
      return t('cpanel.uploads.interrupted');
  }
}

/**
 * One of an upload's actions, a link or a button. Its label names the upload: a screen reader's
 * list of buttons tells them apart.
 */
function TrayAction({
  action,
  name,
  primary = false,
  ...target
}: {
  action: 'cancel' | 'open' | 'retry' | 'toForm' | 'dismiss';
  name: string;
  primary?: boolean;
} & ({ to: string } | { onClick: () => void })) {
  const { t } = useTranslation();
  const text = t(`cpanel.uploads.${action}`);
  const className = primary ? 'button button--primary' : 'button';
  if ('to' in target) {
    return (
      <Link className={className} to={target.to} aria-label={`${text}: ${name}`}>
        {text}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-label={`${text}: ${name}`}
      onClick={target.onClick}
    >
      {text}
    </button>
  );
}

function UploadItem({ upload }: { upload: Upload }) {
  const { t, i18n } = useTranslation();
  const name = t(`cpanel.uploads.kind.${upload.kind}`, {
    name: pick(upload.title, i18n.language),
  });
  const place =
    upload.place && t('cpanel.uploads.place', { name: pick(upload.place, i18n.language) });
  const active = upload.status === 'uploading' || upload.status === 'saving';
  const percent = Math.round(upload.fraction * 100);
  return (
    <li className={`upload-tray__item upload-tray__item--${upload.status}`}>
      <p className="upload-tray__name">{name}</p>
      {place && <p className="upload-tray__place">{place}</p>}
      {active && (
        <progress
          className="upload-tray__bar"
          max={100}
          value={percent}
          aria-label={t('cpanel.uploads.progress', { name })}
        />
      )}
      <p className="upload-tray__state">{statusText(upload, t)}</p>
      <div className="upload-tray__actions">
        {active && (
          <TrayAction action="cancel" name={name} onClick={() => cancelUpload(upload.key)} />
        )}
        {upload.status === 'done' && <TrayAction action="open" name={name} to={upload.link} />}
        {upload.status === 'failed' && (
          <TrayAction
            action="retry"
            name={name}
            primary
            onClick={() => void retryUpload(upload.key)}
          />
        )}
        {upload.status === 'interrupted' && (
          <TrayAction action="toForm" name={name} primary to={upload.formLink} />
        )}
        {!active && (
          <TrayAction action="dismiss" name={name} onClick={() => dismissUpload(upload.key)} />
        )}
      </div>
    </li>
  );
}

/**
 * The back-office's upload tray: every save with files of this tab, from the moment it is handed
 * over until it is done or has failed, whatever page the admin is on. At the top of the page, in
 * its flow (it covers nothing); it can be folded to its title. What changes is announced through a status line (the
 * list itself is not live, so a progress tick is not read out every second).
 */
export function UploadTray() {
  const { t, i18n } = useTranslation();
  const uploads = useUploads();
  const [open, setOpen] = useState(true);
  if (uploads.length === 0) return null;
  const active = uploads.filter((each) => each.status === 'uploading' || each.status === 'saving');
  const latest = uploads[0];
  const announcement =
    latest && latest.status !== 'uploading'
      ? `${t(`cpanel.uploads.kind.${latest.kind}`, { name: pick(latest.title, i18n.language) })}: ${statusText(latest, t)}`
      : '';
  return (
    <section className="upload-tray" aria-labelledby="upload-tray-title">
      <div className="upload-tray__head">
        <h2 id="upload-tray-title" className="upload-tray__title">
          {active.length > 0
            ? t('cpanel.uploads.titleActive', { count: active.length })
            : t('cpanel.uploads.title')}
        </h2>
        <button
          type="button"
          className="link-button upload-tray__toggle"
          aria-expanded={open}
          aria-controls="upload-tray-list"
          onClick={() => setOpen((now) => !now)}
        >
          {open ? t('cpanel.uploads.hide') : t('cpanel.uploads.show')}
        </button>
      </div>
      <ul id="upload-tray-list" className="upload-tray__list" hidden={!open}>
        {uploads.map((upload) => (
          <UploadItem key={upload.key} upload={upload} />
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}
