import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { inSpanish } from '@/test/i18n';
import { isListed, isVisitable, LAST_DAYS, readExhibitionState, tourPhase } from './tour-dates';
import { tourDatesText } from './tour-dates-text';

// An exhibition open from 1 March to 15 March 2027 (both days included).
const show = { opensOn: 20270301, closesOn: 20270315, playsBeforeOpening: false };

describe('where a tour stands on a day', () => {
  it('a tour without days is permanent, every day', () => {
    expect(tourPhase({}, 20270315)).toBe('permanent');
    expect(isListed({}, 20991231)).toBe(true);
    expect(isVisitable({}, 20991231)).toBe(true);
  });

  it('an exhibition is upcoming, open, in its last days, then closed the day after it closes', () => {
    expect(tourPhase(show, 20270228)).toBe('upcoming');
    expect(tourPhase(show, 20270301)).toBe('open');
    expect(tourPhase(show, 20270315)).toBe('lastDays');
    expect(tourPhase(show, 20270316)).toBe('closed');
    expect(isListed(show, 20270315)).toBe(true);
    expect(isListed(show, 20270316)).toBe(false);
  });

  it('its last days are its final fourteen, the closing day counted', () => {
    const long = { ...show, opensOn: 20270101 };
    expect(LAST_DAYS).toBe(14);
    expect(tourPhase(long, 20270301)).toBe('open'); // 15 days to go, the 15th included
    expect(tourPhase(long, 20270302)).toBe('lastDays');
  });

  it('before it opens, it plays only if its admin lets it', () => {
    expect(isVisitable(show, 20270228)).toBe(false);
    expect(isVisitable({ ...show, playsBeforeOpening: true }, 20270228)).toBe(true);
    expect(isVisitable(show, 20270316)).toBe(false);
  });

  it('a published exhibition, stored in a state of its own, reads as published', () => {
    expect(readExhibitionState({ state: 'exhibition', a: 1 })).toEqual({
      state: 'published',
      a: 1,
    });
    expect(readExhibitionState({ state: 'draft' })).toEqual({ state: 'draft' });
  });
});

describe('what a visitor reads of its days', () => {
  it('in Spanish', async () => {
    await inSpanish();
    const t = i18next.t.bind(i18next);
    expect(tourDatesText(show, 20270220, t)).toBe('Desde el 1 de marzo');
    expect(tourDatesText({ ...show, opensOn: 20270201 }, 20270210, t)).toBe('Hasta el 15 de marzo');
    expect(tourDatesText(show, 20270310, t)).toBe('Últimos días · hasta el 15 de marzo');
    expect(tourDatesText(show, 20270401, t)).toBe('Terminó el 15 de marzo');
    expect(tourDatesText(show, 20261220, t)).toBe('Desde el 1 de marzo de 2027');
    expect(tourDatesText({}, 20270310, t)).toBeNull();
  });

  it('in English', async () => {
    await inSpanish();
    await i18next.changeLanguage('en');
    const t = i18next.t.bind(i18next);
    expect(tourDatesText(show, 20270220, t)).toBe('Opens March 1');
    expect(tourDatesText(show, 20270310, t)).toBe('Last days · until March 15');
    expect(tourDatesText(show, 20270401, t)).toBe('Closed on March 15');
    expect(tourDatesText(show, 20261220, t)).toBe('Opens March 1, 2027');
  });
});
