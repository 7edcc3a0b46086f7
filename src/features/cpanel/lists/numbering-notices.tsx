import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isNumbered, numberingProblems } from '@/features/works/model/numbering';
import type { Work } from '@/features/works/model/work';
import { pick } from '@/lib/model/shared';
import { numbersChangedSinceShown } from './number-changes';
import './numbering-notices.css';

/**
 * What the works page says about the numbers, which are printed on labels and QR codes: which
 * works changed number since this tab last showed the list (so their labels can be printed
 * again), and, for a tour stored with repeated or missing numbers (older data), what is wrong
 * and a button that numbers them 1..n in the order shown. Any change of the works mends them too.
 */
export function NumberingNotices({
  tourId,
  works,
  busy,
  onRenumber,
}: {
  tourId: string;
  works: readonly Work[];
  busy: boolean;
  onRenumber: () => void;
}) {
  const { t, i18n } = useTranslation();
  const movedId = useId();
  const brokenId = useId();
  const moves = numbersChangedSinceShown(tourId, works);
  const broken = !isNumbered(works);
  const { repeated, missing } = numberingProblems(works);
  return (
    <>
      {moves.length > 0 && (
        <section className="numbering-notice" aria-labelledby={movedId}>
          <h2 id={movedId} className="numbering-notice__title">
            {t('cpanel.works.numbersChanged')}
          </h2>
          <ul>
            {moves.map(({ work, from, to }) => (
              <li key={work.id}>
                {t('cpanel.works.numberMoved', { name: pick(work.name, i18n.language), from, to })}
              </li>
            ))}
          </ul>
          <p>{t('cpanel.works.reprint')}</p>
        </section>
      )}
      {broken && (
        <section className="numbering-notice numbering-notice--broken" aria-labelledby={brokenId}>
          <h2 id={brokenId} className="numbering-notice__title">
            {t('cpanel.works.numbersBroken')}
          </h2>
          <p>
            {repeated.length > 0 &&
              t('cpanel.works.numbersRepeated', { numbers: repeated.join(', ') })}{' '}
            {missing.length > 0 &&
              t('cpanel.works.numbersMissing', { numbers: missing.join(', ') })}
          </p>
          <p>{t('cpanel.works.numbersBrokenText')}</p>
          <p>
            <button type="button" className="button" disabled={busy} onClick={onRenumber}>
              {t('cpanel.works.renumber', { n: works.length })}
            </button>
          </p>
        </section>
      )}
    </>
  );
}
