import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/external-link';
import { pick } from '@/lib/model/language';
import type { Visit } from '../model/visit';
import { statusText } from '../lib/hours-text';
import { mapLinkHere } from '../lib/map-link';
import { SpecialDates, WeekHoursTable } from './week-hours';
import type { OpeningState as State } from './use-opening-status';
import './museum-visit.css';

type OpeningState = State | null;

/**
 * "Abierto ahora · cierra a las 20": computed from the hours in Buenos Aires' time, and said
 * again when it changes while the page is open. Its line is kept before it is known, so nothing
 * moves when it appears.
 */
export function OpeningLine({ state }: { state: OpeningState }) {
  const { t, i18n } = useTranslation();
  const status = state?.status;
  return (
    <p className="opening-line" role="status">
      {status && (
        <>
          <span
            className={`opening-line__dot opening-line__dot--${status.open ? 'open' : 'closed'}`}
            aria-hidden="true"
          />
          {statusText(status, t, i18n.language)}
        </>
      )}
    </p>
  );
}

/** A website's address as shown: its host, without the scheme. */
const hostOf = (website: string) => website.replace(/^https:\/\//, '').replace(/\/$/, '');

/**
 * How to visit the museum: where it is (a link into the visitor's own map app), its week's hours
 * and the dates ahead with others, its website, phone and accessibility. What the museum has not
 * given is left out; without any of it, nothing shows.
 */
export function MuseumVisit({ visit, state }: { visit: Visit; state: OpeningState }) {
  const { t, i18n } = useTranslation();
  const { address, hours, website, phone, accessibility } = visit;
  if (!address && !hours && !website && !phone && !accessibility) return null;
  const mapLink = address ? mapLinkHere(address) : null;
  return (
    <section className="page museum-visit" aria-labelledby="museum-visit">
      <h2 id="museum-visit">{t('museum.visit.title')}</h2>
      <div className="museum-visit__grid">
        {hours && (
          <div>
            <h3 className="museum-visit__subtitle">{t('museum.visit.hours')}</h3>
            <WeekHoursTable hours={hours} today={state?.today} />
            <p className="museum-visit__note">{t('museum.visit.timeNote')}</p>
            {state && <SpecialDates visit={visit} today={state.today} />}
          </div>
        )}
        <dl className="museum-visit__facts">
          {address && mapLink && (
            <>
              <dt>{t('museum.visit.address')}</dt>
              <dd>
                {mapLink.startsWith('geo:') ? (
                  <a href={mapLink}>
                    {address} <span className="visually-hidden">({t('museum.visit.mapNote')})</span>
                  </a>
                ) : (
                  <ExternalLink href={mapLink}>{address}</ExternalLink>
                )}
              </dd>
            </>
          )}
          {website && (
            <>
              <dt>{t('museum.visit.website')}</dt>
              <dd>
                <ExternalLink href={website}>{hostOf(website)}</ExternalLink>
              </dd>
            </>
          )}
          {phone && (
            <>
              <dt>{t('museum.visit.phone')}</dt>
              <dd>
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
              </dd>
            </>
          )}
          {accessibility && (
            <>
              <dt>{t('museum.visit.accessibility')}</dt>
              <dd className="museum-visit__text">{pick(accessibility, i18n.language)}</dd>
            </>
          )}
        </dl>
      </div>
    </section>
  );
}
