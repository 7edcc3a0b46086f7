import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog';
import { Icon } from '@/components/icon';
import { useDeviceKind } from '@/lib/device-kind';
import { formatMegabytes } from '@/lib/format';
import { useSaveTour, type TourFiles } from './use-save-tour';

/** Glyphs of the save button (src/components/icon.tsx draws them). */
const CHECK = 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z';
const DOWNLOAD = 'M11 4h2v8.2l3.3-3.3 1.4 1.4L12 16l-5.7-5.7 1.4-1.4 3.3 3.3zM5 18h14v2H5z';

export type { TourFiles } from './use-save-tour';

/**
 * "Save for offline" as a compact control with the download's size; the choices, the progress
 * and removing live in a dialog. The download goes on when the dialog is closed.
 */
export function SaveTour({
  tourId,
  files,
  data,
}: {
  tourId: string;
  files: TourFiles;
  data: unknown;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language.startsWith('en') ? 'en' : 'es';
  const other = language === 'en' ? 'es' : 'en';
  const save = useSaveTour(tourId, files, data, language);
  // "this phone" on a phone, "this device" on a laptop or a tablet.
  const context = useDeviceKind();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const { state } = save;
  if (!save.supported) return null;

  const size = (bytes: number) => formatMegabytes(bytes, t);
  // Idle, the control names its action and the download's size; why ("for offline use") is
  // said to screen readers, and by the sheet it opens, where the room is.
  const trigger =
    state.status === 'saved' ? (
      t('offline.chipSaved')
    ) : state.status === 'saving' ? (
      t('offline.chipSaving', { percent: Math.floor((state.done / (state.total || 1)) * 100) })
    ) : state.status === 'finishing' ? (
      t('offline.chipFinishing')
    ) : (
      <>
        {t('offline.chipAction')}
        <span className="visually-hidden"> {t('offline.chipPurpose')}</span>
        {' · '}
        {size(save.sizes.current)}
      </>
    );

  return (
    <>
      <button
        type="button"
        className={state.status === 'saved' ? 'chip chip--done' : 'chip'}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        <Icon glyph={state.status === 'saved' ? CHECK : DOWNLOAD} size={20} />
        {trigger}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('offline.title')}
        className="dialog--sheet"
        keepMounted
      >
        <section className="save-tour" aria-labelledby={headingId}>
          <h3 id={headingId} className="visually-hidden">
            {t('offline.title')}
          </h3>
          {state.status === 'saved' && <p className="save-tour__badge">{t('offline.badge')}</p>}
          {state.status === 'checking' && <p>{t('offline.checking')}</p>}
          {state.status === 'idle' && (
            <>
              <p className="save-tour__text">{t('offline.intro', { context })}</p>
              <fieldset className="save-tour__choices">
                <legend className="visually-hidden">{t('offline.what')}</legend>
                {(['current', 'both'] as const).map((choice) => (
                  <label key={choice} className="save-tour__choice">
                    <input
                      type="radio"
                      name={`${headingId}-choice`}
                      checked={save.choice === choice}
                      onChange={() => save.setChoice(choice)}
                    />
                    <span>
                      {t(
                        choice === 'current' ? 'offline.currentLanguage' : 'offline.bothLanguages',
                        {
                          language: t(`offline.languageNames.${language}`),
                          other: t(`offline.languageNames.${other}`),
                        },
                      )}{' '}
                      · <strong>{size(save.sizes[choice])}</strong>
                    </span>
                  </label>
                ))}
              </fieldset>
              <button
                type="button"
                className="button button--primary"
                onClick={() => void save.save()}
              >
                {t('offline.save', { size: size(save.sizes[save.choice]) })}
              </button>
            </>
          )}
          {state.status === 'saving' && (
            <>
              <label className="save-tour__progress">
                <span>
                  {t('offline.progress', { done: size(state.done), total: size(state.total) })}
                </span>
                <progress max={state.total || 1} value={state.done} />
              </label>
              <button type="button" className="button" onClick={save.cancel}>
                {t('offline.cancel')}
              </button>
            </>
          )}
          {state.status === 'finishing' && (
            <p className="save-tour__progress" role="status">
              {t('offline.finishing', { context })}
            </p>
          )}
          {state.status === 'saved' && (
            <>
              <p className="save-tour__text" role="status">
                {t('offline.saved', { size: size(state.bytes), context })}{' '}
                {state.persisted === false && t('offline.notPersisted')}
              </p>
              <button type="button" className="button" onClick={() => void save.remove()}>
                {t('offline.remove', { context })}
              </button>
            </>
          )}
          {state.status === 'removing' && <p>{t('offline.removing')}</p>}
          {save.problem && (
            <p className="form-error" role="alert">
              {t(`offline.errors.${save.problem}`, { context })}
            </p>
          )}
        </section>
      </Dialog>
    </>
  );
}
