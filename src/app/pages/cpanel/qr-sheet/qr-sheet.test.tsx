import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@/config/routes';
import { CPANEL_PATHS, CPANEL_ROUTES } from '@/config/cpanel-routes';
import { getTour } from '@/features/tours/api/tours';
import type { Tour } from '@/features/tours/model/tour';
import { listWorksOfTourUncached } from '@/features/works/api/works';
import type { Work } from '@/features/works/model/work';
import { aTour, aWork, startInSpanish, text } from '@/features/cpanel/test-support';
import { fail, ok, type Result } from '@/lib/result';
import { renderRoute } from '@/test/router';
import { QrSheetPage } from './qr-sheet';

vi.mock('@/features/tours/api/tours', () => ({ getTour: vi.fn() }));
vi.mock('@/features/works/api/works', () => ({ listWorksOfTourUncached: vi.fn() }));

const TOUR = aTour({ id: 'realismo', name: text('Realismo social', 'Social realism') });
const WORKS = [
  aWork({ id: 'w1', order: 1, name: text('Manifestación', 'Demonstration') }),
  aWork({ id: 'w2', order: 2, name: text('Desocupados', 'The unemployed') }),
  aWork({
    id: 'w3',
    order: 3,
    name: text('Sin pan y sin trabajo', 'Without bread and without work'),
    author: 'Ernesto de la Cárcova',
  }),
];

/** The sheet of the tour `realismo`, as the services answer. */
function openSheet(tour: Result<Tour>, works: Result<Work[]> = ok(WORKS)) {
  vi.mocked(getTour).mockResolvedValue(tour);
  vi.mocked(listWorksOfTourUncached).mockResolvedValue(works);
  renderRoute(CPANEL_ROUTES.qr('realismo'), CPANEL_PATHS.qr, <QrSheetPage />);
}
const sheet = () => screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
const labels = () => within(screen.getByRole('list')).getAllByRole('listitem');

startInSpanish();
beforeEach(() => {
  vi.mocked(getTour).mockReset();
  vi.mocked(listWorksOfTourUncached).mockReset();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a tour’s sheet of QR codes', () => {
  it('shows the page’s shape while the tour loads', async () => {
    let answer: (result: Result<Tour>) => void = () => undefined;
    vi.mocked(getTour).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    vi.mocked(listWorksOfTourUncached).mockResolvedValue(ok(WORKS));
    renderRoute(CPANEL_ROUTES.qr('lento'), CPANEL_PATHS.qr, <QrSheetPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    expect(screen.queryByRole('list')).toBeNull();
    act(() => answer(ok(TOUR)));
    expect(await sheet()).toHaveTextContent('Códigos QR: Realismo social');
  });

  it('has one label per work: its number, its code to the work in the tour, title and author', async () => {
    openSheet(ok(TOUR));
    expect(await sheet()).toHaveTextContent('Códigos QR: Realismo social');
    await waitFor(() => expect(document.title).toBe('Códigos QR: Realismo social · Museo Guía'));
    expect(labels()).toHaveLength(3);
    const third = within(labels()[2] as HTMLElement);
    expect(third.getByText('3')).toBeVisible();
    expect(third.getByText('Sin pan y sin trabajo')).toBeVisible();
    expect(third.getByText('Ernesto de la Cárcova')).toBeVisible();
    expect(
      third.getByText(`${window.location.origin}${ROUTES.tourWork('realismo', 3)}`),
    ).toBeVisible();
    const code = third.getByRole('img', {
      name: 'Código QR de la obra 3, Sin pan y sin trabajo',
    });
    expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    // Each work's address is its own code.
    const drawing = (label: HTMLElement) => label.querySelector('path')?.getAttribute('d');
    expect(drawing(labels()[0] as HTMLElement)).not.toBe(drawing(labels()[2] as HTMLElement));
    expect(screen.getByRole('link', { name: 'Ver el recorrido' })).toHaveAttribute(
      'href',
      ROUTES.tour('realismo'),
    );
  });

  it('prints each work’s label number and its address, not its place in the tour', async () => {
    // The tour's order is w3, w1, w2; their labels are 3, 1 and 4 (a work with label 2 was deleted).
    const reordered = [
      { ...WORKS[2], order: 1, code: 3 },
      { ...WORKS[0], order: 2, code: 1 },
      { ...WORKS[1], order: 3, code: 4 },
    ] as Work[];
    openSheet(ok(TOUR), ok(reordered));
    await sheet();
    const numbers = labels().map((label) => label.querySelector('.qr-sheet__number')?.textContent);
    expect(numbers).toEqual(['3', '1', '4']);
    const last = within(labels()[2] as HTMLElement);
    expect(last.getByText('Desocupados')).toBeVisible();
    expect(
      last.getByText(`${window.location.origin}${ROUTES.tourWork('realismo', 4)}`),
    ).toBeVisible();
    expect(last.getByRole('img', { name: 'Código QR de la obra 4, Desocupados' })).toBeVisible();
  });

  it('prints the sheet', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    openSheet(ok(TOUR));
    await sheet();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('labels the works in the admin’s language', async () => {
    openSheet(ok(TOUR));
    await sheet();
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('QR codes: Social realism');
    expect(screen.getByRole('img', { name: 'QR code for work 2, The unemployed' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
  });

  it('says so when the tour has no works yet', async () => {
    openSheet(ok(TOUR), ok([]));
    expect(await sheet()).toHaveTextContent('Códigos QR: Realismo social');
    expect(screen.getByText('Este recorrido todavía no tiene obras.')).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says why the tour could not be read, and tries again', async () => {
    openSheet(fail('network'));
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(/Sin conexión con el servidor/);
    vi.mocked(getTour).mockResolvedValue(ok(TOUR));
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await sheet()).toHaveTextContent('Códigos QR: Realismo social');
    expect(labels()).toHaveLength(3);
  });
});
