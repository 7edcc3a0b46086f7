import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en/global.json';
import es from '@/i18n/locales/es/global.json';
import { datesMatch, DATES_FILTERS, type DatesFilter } from './list-filters';
import { phaseText } from './tour-phase';

const instance = i18next.createInstance();
beforeAll(async () => {
  await instance.init({
    lng: 'es',
    fallbackLng: false,
    resources: { es: { translation: es }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
});
const tFor = (language: 'es' | 'en') => instance.getFixedT(language);

/** Open from 1 April to 15 May 2027; its last 14 days begin on 2 May. */
const SHOW = { opensOn: 20270401, closesOn: 20270515, playsBeforeOpening: false };

describe('an exhibition’s phase in its row', () => {
  it('says each phase, with the day that matters, on given days', () => {
    const say = (day: number, language: 'es' | 'en' = 'es') =>
      phaseText(SHOW, day, tFor(language))?.text.replaceAll('\u00a0', ' ');
    expect(say(20270331)).toBe('Próxima · abre el 1 abr');
    expect(say(20270331, 'en')).toBe('Upcoming · opens 1 Apr');
    expect(say(20270401)).toBe('Abierta · hasta el 15 may');
    expect(say(20270501, 'en')).toBe('Open · until 15 May');
    expect(say(20270502)).toBe('Últimos días · hasta el 15 may');
    expect(say(20270515, 'en')).toBe('Last days · until 15 May');
    expect(say(20270516)).toBe('Terminada el 15 may');
    expect(say(20270516, 'en')).toBe('Closed on 15 May');
    // A year on, the year is said.
    expect(say(20280301)).toBe('Terminada el 15 may 2027');
  });

  it('says nothing of a permanent tour', () => {
    expect(phaseText({}, 20270401, tFor('es'))).toBeNull();
  });
});

describe('the tours list’s dates filter', () => {
  const TOURS = {
    permanent: {},
    upcoming: { ...SHOW, opensOn: 20270420 },
    open: SHOW,
    lastDays: { ...SHOW, closesOn: 20270412 },
    closed: { ...SHOW, opensOn: 20270301, closesOn: 20270331 },
  };
  const ON = 20270405;
  const matching = (filter: DatesFilter | '') =>
    Object.entries(TOURS)
      .filter(([, tour]) => datesMatch(tour, filter, ON))
      .map(([name]) => name);

  it('keeps each phase apart, "open" taking the last days too, and all with none chosen', () => {
    expect(matching('')).toEqual(['permanent', 'upcoming', 'open', 'lastDays', 'closed']);
    expect(matching('permanent')).toEqual(['permanent']);
    expect(matching('upcoming')).toEqual(['upcoming']);
    expect(matching('open')).toEqual(['open', 'lastDays']);
    expect(matching('lastDays')).toEqual(['lastDays']);
    expect(matching('closed')).toEqual(['closed']);
    expect(DATES_FILTERS).toHaveLength(5);
  });
});
