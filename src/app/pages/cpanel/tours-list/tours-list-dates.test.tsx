import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getMuseum, listMuseums } from '@/features/museums/api/museums';
import { getTour, listAllTours, publishTour } from '@/features/tours/api/tours';
import { listWorksOfTourUncached } from '@/features/works/api/works';
import type { Tour } from '@/features/tours/model/tour';
import { addDays, today } from '@/lib/days';
import { ok } from '@/lib/result';
import { aTour, aWork, startInSpanish, text } from '@/features/cpanel/test-support';
import { ToursListPage } from './tours-list';

vi.mock('@/features/museums/api/museums', () => ({ listMuseums: vi.fn(), getMuseum: vi.fn() }));
vi.mock('@/features/accounts/api/users', () => ({ getUserRecord: vi.fn() }));
vi.mock('@/features/tours/api/tours', () => ({
  getTour: vi.fn(),
  listAllTours: vi.fn(),
  publishTour: vi.fn(),
  unpublishTour: vi.fn(),
  setHighlight: vi.fn(),
}));
vi.mock('@/features/tours/api/tour-trash', () => ({ trashTour: vi.fn() }));
vi.mock('@/features/works/api/works', () => ({ listWorksOfTourUncached: vi.fn() }));
vi.mock('@/features/cpanel/toasts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const TODAY = today();
const days = (opens: number, closes: number) => ({
  opensOn: addDays(TODAY, opens),
  closesOn: addDays(TODAY, closes),
  playsBeforeOpening: false,
});
const tour = (id: string, name: string, extra: Partial<Tour> = {}) =>
  aTour({ id, name: text(name, `${name} (en)`), state: 'published', ...extra });

const TOURS = [
  tour('permanente', 'Colección'),
  tour('proxima', 'Próxima muestra', { state: 'draft', ...days(10, 60) }),
  tour('abierta', 'Muestra abierta', days(-10, 40)),
  tour('ultimos', 'Muestra en sus últimos días', days(-40, 3)),
  tour('terminada', 'Muestra terminada', { state: 'draft', ...days(-60, -1) }),
];

function Address() {
  return <p>{`address:${useLocation().search}`}</p>;
}

function renderList(search = '') {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[`/cpanel/expositions${search}`]}>
      <Routes>
        <Route
          path="/cpanel/expositions"
          element={
            <>
              <ToursListPage />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

const loaded = () => screen.findByText(/ de 5 recorridos$/, {}, { timeout: 5000 });
const row = (name: string) => {
  const item = screen.getByRole('heading', { name }).closest('li');
  if (!item) throw new Error(`no row ${name}`);
  return within(item);
};
const titles = () =>
  screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const address = () => screen.getByText(/^address:/).textContent.slice('address:'.length);

startInSpanish();
beforeEach(() => {
  vi.mocked(listAllTours).mockResolvedValue(ok(TOURS));
  vi.mocked(listMuseums).mockResolvedValue(ok([]));
  vi.mocked(getTour).mockImplementation((id) =>
    Promise.resolve(ok(TOURS.find((each) => each.id === id) ?? aTour())),
  );
  vi.mocked(getMuseum).mockImplementation((id = '') =>
    Promise.resolve(ok({ id, name: text('MNBA'), description: text('d'), image: null })),
  );
  vi.mocked(listWorksOfTourUncached).mockResolvedValue(ok(COMPLETE));
  vi.mocked(publishTour).mockReset().mockResolvedValue(ok(undefined));
});

/** Four works with both narrations and both texts: nothing else stops publishing. */
const AUDIO = { url: 'https://x.test/a.mp3', path: 'a.mp3', contentType: 'audio/mpeg', size: 1 };
const COMPLETE = [1, 2, 3, 4].map((order) =>
  aWork({ id: `w${order}`, order, media: { 'audio-es': AUDIO, 'audio-en': AUDIO } }),
);

/** Opens the menu of the row named `name` and chooses `action`. */
async function rowAction(user: ReturnType<typeof userEvent.setup>, name: string, action: string) {
  await user.click(row(name).getByRole('button', { name: /^Más acciones/ }));
  await user.click(screen.getByRole('menuitem', { name: action }));
}

describe('the tours list’s exhibitions', () => {
  it('says each exhibition’s phase beside its state, and how to reopen a closed one', async () => {
    renderList();
    await loaded();
    expect(row('Próxima muestra').getByText(/^Próxima · abre el \d+ \p{L}+/u)).toBeVisible();
    expect(row('Muestra abierta').getByText(/^Abierta · hasta el /)).toBeVisible();
    expect(row('Muestra en sus últimos días').getByText(/^Últimos días · hasta el /)).toBeVisible();
    expect(row('Muestra terminada').getByText(/^Terminada el /)).toBeVisible();
    expect(row('Colección').queryByText(/Abierta|Próxima|Terminada|Últimos/)).toBeNull();
    // Only the closed one says how to open it again: on its form, with later days.
    const reopen = row('Muestra terminada').getByRole('link', {
      // jsdom drops the space before the visually hidden row name.
      name: /^Cambiá las fechas para volver a abrirla ?\(Muestra terminada\)$/,
    });
    expect(reopen).toHaveAttribute('href', '/cpanel/edit-exposition/terminada');
    expect(screen.getAllByRole('link', { name: /^Cambiá las fechas/ })).toHaveLength(1);
  });

  it('filters by dates in the address, open ones with their last days', async () => {
    const user = renderList();
    await loaded();
    const dates = screen.getByRole('combobox', { name: 'Fechas' });
    expect(
      within(dates)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todas', 'Permanentes', 'Próximas', 'Abiertas', 'Últimos días', 'Terminadas']);
    await user.selectOptions(dates, 'open');
    expect(titles()).toEqual(['Muestra abierta', 'Muestra en sus últimos días']);
    expect(address()).toBe('?dates=open');
    await user.selectOptions(dates, 'closed');
    expect(titles()).toEqual(['Muestra terminada']);
    await user.selectOptions(dates, 'permanent');
    expect(titles()).toEqual(['Colección']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'draft');
    expect(screen.getByText('0 de 5 recorridos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(titles()).toHaveLength(5);
    expect(address()).toBe('');
  });

  it('takes the dates filter from the address, and says it all in English', async () => {
    renderList('?dates=upcoming');
    await screen.findByText('1 de 5 recorridos', {}, { timeout: 5000 });
    expect(titles()).toEqual(['Próxima muestra']);
    await i18next.changeLanguage('en');
    expect(await screen.findByRole('combobox', { name: 'Dates' })).toHaveValue('upcoming');
    expect(row('Próxima muestra (en)').getByText(/^Upcoming · opens \d+ \w+/)).toBeVisible();
  });

  it('will not publish a closed exhibition, saying why; an upcoming one publishes', async () => {
    const user = renderList();
    await loaded();
    await rowAction(user, 'Muestra terminada', 'Publicar');
    const blocked = await screen.findByRole('dialog', { name: 'Todavía no se puede publicar' });
    expect(blocked).toHaveTextContent('La muestra ya terminó: cambiá sus fechas para publicarla.');
    // It lacks nothing else: no list of what it lacks.
    expect(blocked).not.toHaveTextContent('le falta');
    await user.click(within(blocked).getByRole('button', { name: /Volver/ }));
    expect(publishTour).not.toHaveBeenCalled();

    await rowAction(user, 'Próxima muestra', 'Publicar');
    const confirm = await screen.findByRole('dialog', { name: '¿Publicar el recorrido?' });
    await user.click(within(confirm).getByRole('button', { name: 'Publicar' }));
    expect(publishTour).toHaveBeenCalledWith('proxima');
  });
});
