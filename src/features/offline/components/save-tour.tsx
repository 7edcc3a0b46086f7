import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getSavedTour,
  OfflineSaveError,
  offlineSupported,
  removeTour,
  requestPersistence,
  saveTour,
  totalBytes,
  type OfflineFile,
} from '../lib/offline-store';
import { formatMegabytes } from '@/lib/format';

export interface TourFiles {
  /** Images, maps, cover: needed in any language. */
  common: OfflineFile[];
  es: OfflineFile[];
  en: OfflineFile[];
}

type Choice = 'current' | 'both';
type State =
  | { status: 'checking' }
  | { status: 'idle' }
  | { status: 'saving'; done: number; total: number }
  | { status: 'saved'; bytes: number; savedAt: number; persisted: boolean | null }
  | { status: 'removing' };

/** "Save tour for offline": size first, then progress, then a badge and a way to remove it. */
export function SaveTour({
  tourId,
  files,
  data,
  onChange,
}: {
  tourId: string;
  files: TourFiles;
  data: unknown;
  onChange?: (saved: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language.startsWith('en') ? 'en' : 'es';
  const other = language === 'en' ? 'es' : 'en';
  const [state, setState] = useState<State>({ status: 'checking' });
  const [choice, setChoice] = useState<Choice>('current');
  const [problem, setProblem] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const headingId = useId();
  const supported = offlineSupported();

  useEffect(() => {
    let live = true;
    if (!supported) return;
    void getSavedTour(tourId).then((saved) => {
      if (!live) return;
      setState(
        saved
          ? { status: 'saved', bytes: saved.bytes, savedAt: saved.savedAt, persisted: null }
          : { status: 'idle' },
      );
    });
    return () => {
      live = false;
      abort.current?.abort();
    };
  }, [tourId, supported]);

  if (!supported) return null;

  const chosen =
    choice === 'both'
      ? [...files.common, ...files.es, ...files.en]
      : [...files.common, ...files[language]];
  const sizeCurrent = totalBytes([...files.common, ...files[language]]);
  const sizeBoth = totalBytes([...files.common, ...files.es, ...files.en]);

  const save = async () => {
    setProblem(null);
    const controller = new AbortController();
    abort.current = controller;
    setState({ status: 'saving', done: 0, total: totalBytes(chosen) });
    const persisted = requestPersistence();
    try {
      const saved = await saveTour(tourId, data, chosen, {
        signal: controller.signal,
        onProgress: (done, total) => setState({ status: 'saving', done, total }),
      });
      setState({
        status: 'saved',
        bytes: saved.bytes,
        savedAt: saved.savedAt,
        persisted: await persisted,
      });
      onChange?.(true);
    } catch (error) {
      setState({ status: 'idle' });
      const reason = error instanceof OfflineSaveError ? error.reason : 'network';
      if (reason !== 'aborted') setProblem(t(`offline.errors.${reason}`));
    } finally {
      abort.current = null;
    }
  };

  const remove = async () => {
    setProblem(null);
    setState({ status: 'removing' });
    try {
      await removeTour(tourId);
      setState({ status: 'idle' });
      onChange?.(false);
    } catch {
      setProblem(t('offline.errors.remove'));
      setState({ status: 'idle' });
    }
  };

  return (
    <section className="save-tour" aria-labelledby={headingId}>
      <h3 id={headingId} className="save-tour__title">
        {t('offline.title')}
        {state.status === 'saved' && <span className="save-tour__badge">{t('offline.badge')}</span>}
      </h3>
      {state.status === 'checking' && <p>{t('offline.checking')}</p>}
      {state.status === 'idle' && (
        <>
          <p className="save-tour__text">{t('offline.intro')}</p>
          <fieldset className="save-tour__choices">
            <legend className="visually-hidden">{t('offline.what')}</legend>
            <label className="save-tour__choice">
              <input
                type="radio"
                name={`${headingId}-choice`}
                checked={choice === 'current'}
                onChange={() => setChoice('current')}
              />
              <span>
                {t('offline.currentLanguage', { language: t(`languages.${language}`) })} ·{' '}
                <strong>{formatMegabytes(sizeCurrent, t)}</strong>
              </span>
            </label>
            <label className="save-tour__choice">
              <input
                type="radio"
                name={`${headingId}-choice`}
                checked={choice === 'both'}
                onChange={() => setChoice('both')}
              />
              <span>
                {t('offline.bothLanguages', { other: t(`languages.${other}`) })} ·{' '}
                <strong>{formatMegabytes(sizeBoth, t)}</strong>
              </span>
            </label>
          </fieldset>
          <button type="button" className="button button--primary" onClick={() => void save()}>
            {t('offline.save', { size: formatMegabytes(totalBytes(chosen), t) })}
          </button>
        </>
      )}
      {state.status === 'saving' && (
        <>
          <label className="save-tour__progress">
            <span>
              {t('offline.progress', {
                done: formatMegabytes(state.done, t),
                total: formatMegabytes(state.total, t),
              })}
            </span>
            <progress max={state.total || 1} value={state.done} />
          </label>
          <button type="button" className="button" onClick={() => abort.current?.abort()}>
            {t('offline.cancel')}
          </button>
        </>
      )}
      {state.status === 'saved' && (
        <>
          <p className="save-tour__text" role="status">
            {t('offline.saved', { size: formatMegabytes(state.bytes, t) })}{' '}
            {state.persisted === false && t('offline.notPersisted')}
          </p>
          <button type="button" className="button" onClick={() => void remove()}>
            {t('offline.remove')}
          </button>
        </>
      )}
      {state.status === 'removing' && <p>{t('offline.removing')}</p>}
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
