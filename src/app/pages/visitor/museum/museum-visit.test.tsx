import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS, ROUTES } from '@/config/routes';
import { getMuseum } from '@/features/museums/api/museums';
import type { Museum } from '@/features/museums/model/museum';
import { listPublishedToursOfMuseum } from '@/features/tours/api/tours';
import { ok } from '@/lib/result';
import { inSpanish } from '@/test/i18n';
import { renderRoute } from '@/test/router';
import { MuseumPage } from './museum';

vi.mock('@/features/museums/api/museums', () => ({ getMuseum: vi.fn() }));
vi.mock('@/features/tours/api/tours', () => ({ listPublishedToursOfMuseum: vi.fn() }));

const both = (es: string, en: string) => ({ es, en });
const DAY = '11:00-20:00';
const WEEKEND = '10:00-20:00';
const MNBA: Museum = {
  id: 'mnba',
  name: both('Museo Nacional de Bellas Artes', 'National Museum of Fine Arts'),
  description: both('La colección pública de arte.', 'The public art collection.'),
  image: null,
  address: 'Av. del Libertador 1473, C1425 CABA',
  hours: { mon: '', tue: DAY, wed: DAY, thu: DAY, fri: DAY, sat: WEEKEND, sun: WEEKEND },
  exceptions: [
    { date: '2026-11-20', hours: '', note: both('Pasado', 'Past') },
    { date: '2026-12-25', hours: '', note: both('Navidad', 'Christmas Day') },
  ],
  website: 'https://www.bellasartes.gob.ar',
  phone: '+54 11 5288-9900',
  accessibility: both('Rampa en la entrada de Av. del Libertador.', 'Ramp at the entrance.'),
};

/** Wednesday 2 December 2026, half a minute before the museum closes at eight. */
const BEFORE_CLOSING = new Date('2026-12-02T19:59:30-03:00');

function openMuseum(museum: Museum = MNBA) {
  vi.mocked(getMuseum).mockResolvedValue(ok(museum));
  renderRoute(ROUTES.museum(museum.id), PATHS.museum, <MuseumPage />);
}
const openingLine = async (text: string) =>
  expect(await screen.findByText(text, {}, { timeout: 5000 })).toHaveAttribute('role', 'status');

beforeEach(async () => {
  vi.useFakeTimers({
    now: BEFORE_CLOSING,
    shouldAdvanceTime: true,
    toFake: ['Date', 'setTimeout', 'clearTimeout'],
  });
  await inSpanish();
  vi.mocked(listPublishedToursOfMuseum).mockReset().mockResolvedValue(ok([]));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("a museum's page, for the visit", () => {
  it('says it is open and when it closes, and says it is closed once it does, without a reload', async () => {
    openMuseum();
    await openingLine('Abierto ahora · cierra a las 20');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await openingLine('Cerrado · abre mañana a las 11');
  });

  it('shows the week with today marked, and the special dates ahead', async () => {
    openMuseum();
    const week = await screen.findByRole('table', { name: 'Horarios' });
    // Today is known just after the page first paints.
    const today = await within(week).findByRole('row', { current: 'date' });
    expect(today).toHaveTextContent('Miércoles (hoy)11 a 20 h');
    expect(within(week).getByRole('row', { name: /^Lunes/ })).toHaveTextContent('Cerrado');
    expect(within(week).getAllByRole('row')).toHaveLength(7);
    const special = screen.getByRole('heading', { name: 'Fechas especiales' });
    expect(special.nextElementSibling).toHaveTextContent(
      'Viernes 25 de diciembre: Cerrado (Navidad)',
    );
    expect(screen.queryByText(/Pasado/)).toBeNull();
  });

  it('links the address to a map, the website and the phone, and says how accessible it is', async () => {
    openMuseum();
    const visit = await screen.findByRole('region', { name: 'Cómo visitarlo' });
    // jsdom is neither Android nor an Apple device: OpenStreetMap's search.
    expect(within(visit).getByRole('link', { name: /^Av\. del Libertador 1473/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=Av.%20del%20Libertador%201473%2C%20C1425%20CABA',
    );
    expect(within(visit).getByRole('link', { name: /^www\.bellasartes\.gob\.ar/ })).toHaveAttribute(
      'href',
      'https://www.bellasartes.gob.ar',
    );
    expect(within(visit).getByRole('link', { name: '+54 11 5288-9900' })).toHaveAttribute(
      'href',
      'tel:+541152889900',
    );
    expect(within(visit).getByText('Rampa en la entrada de Av. del Libertador.')).toBeVisible();
  });

  it('speaks English on an English page', async () => {
    await i18next.changeLanguage('en');
    openMuseum();
    await openingLine('Open now · closes at 8 pm');
    expect(await screen.findByRole('row', { current: 'date' })).toHaveTextContent(
      'Wednesday (today)11 am to 8 pm',
    );
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await openingLine('Closed · opens tomorrow at 11 am');
  });

  it('says nothing of hours or a visit for a museum stored without them', async () => {
    const {
      address: _a,
      hours: _h,
      exceptions: _e,
      website: _w,
      phone: _p,
      accessibility: _x,
      ...bare
    } = MNBA;
    openMuseum(bare);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Bellas Artes');
    expect(screen.queryByRole('region', { name: 'Cómo visitarlo' })).toBeNull();
    expect(screen.queryByText(/Abierto|Cerrado/)).toBeNull();
  });
});
