import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Museum } from '@/features/museums/model/museum';
import { createTour, editTour } from '@/features/tours/api/tour-edits';
import type { Tour } from '@/features/tours/model/tour';
import { aTour, renderFormPage, startInSpanish, text } from '@/features/cpanel/test-support';
import { TourForm } from './tour-form';

vi.mock('@/features/tours/api/tour-edits', () => ({
  createTour: vi.fn(),
  editTour: vi.fn(),
  // A new tour's address, made from its title as it is first saved.
  newTourId: vi.fn(() => Promise.resolve({ isError: false, data: 'nuevo-recorrido' })),
}));
vi.mock('@/features/tours/api/tours', () => ({ getTour: vi.fn() }));
vi.mock('@/features/museums/api/museums', () => ({ listMuseums: vi.fn() }));
vi.mock('@/lib/resize-image', async () =>
  (await import('@/features/cpanel/test-support')).fakeResizeImage(1600, 1067),
);

const edit = vi.mocked(editTour);
const create = vi.mocked(createTour);

const museum = (id: string, es: string, en: string): Museum => ({
  id,
  name: { es, en },
  description: { es: 'Descripción', en: 'Description' },
  image: null,
});
const MUSEUMS = [
  museum('mnba', 'Museo Nacional de Bellas Artes', 'National Museum of Fine Arts'),
  museum('moderno', 'Museo de Arte Moderno de Buenos Aires', 'Buenos Aires Museum of Modern Art'),
];

/** Stored before museum names were bilingual: the Spanish name read in both languages. */
const TOUR = aTour({
  description: text('Un recorrido', 'A tour'),
  address: 'Av. del Libertador 1473, CABA',
  museum: text('Museo Nacional de Bellas Artes'),
});

const ADDRESSES = new Map([['mnba', 'Av. del Libertador 1473, CABA']]);

function renderForm(
  tour?: Tour,
  done = { path: '/cpanel/expositions', heading: 'Lista de recorridos' },
) {
  const user = userEvent.setup();
  renderFormPage(<TourForm tour={tour} museums={MUSEUMS} addresses={ADDRESSES} />, done);
  return { user, museum: screen.getByLabelText(/^Museo( \*)?$/) };
}

/** Fills what a new tour needs but its museum and address. */
async function fillNewTour(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Título \(español\)/), 'Realismo social');
  await user.type(screen.getByLabelText(/^Título \(inglés\)/), 'Social realism');
  await user.type(screen.getByLabelText(/^Descripción \(español\)/), 'Un recorrido');
  await user.type(screen.getByLabelText(/^Descripción \(inglés\)/), 'A tour');
  await user.upload(
    screen.getByLabelText(/^Imagen/),
    new File([new Uint8Array(2048)], 'tapa.jpg', { type: 'image/jpeg' }),
  );
}

const save = () => screen.getByRole('button', { name: 'Guardar cambios' });

describe('TourForm', () => {
  startInSpanish();
  beforeEach(() => {
    edit.mockReset();
    create.mockReset();
  });

  it('has no museum name to type: visitors see the chosen museum’s, as the hint says', () => {
    const { museum: select } = renderForm(TOUR);
    expect(screen.queryByLabelText(/Nombre del museo/)).toBeNull();
    expect(select).toHaveAccessibleDescription(
      'Los visitantes ven el nombre de este museo en su idioma; se cambia en el museo.',
    );
  });

  it('saves its museum’s name in both languages, repairing a one-language copy', async () => {
    edit.mockResolvedValue({ isError: false, data: undefined });
    const { user } = renderForm(TOUR);
    await user.click(save());
    await screen.findByRole('heading', { name: 'Lista de recorridos' });
    expect(edit).toHaveBeenCalledTimes(1);
    expect(edit.mock.calls[0]?.[1]).toMatchObject({
      museumId: 'mnba',
      museum: { es: 'Museo Nacional de Bellas Artes', en: 'National Museum of Fine Arts' },
      address: 'Av. del Libertador 1473, CABA',
    });
  });

  it('moved to another museum, takes that museum’s name', async () => {
    edit.mockResolvedValue({ isError: false, data: undefined });
    const { user, museum: select } = renderForm(TOUR);
    await user.selectOptions(select, 'moderno');
    await user.click(save());
    await screen.findByRole('heading', { name: 'Lista de recorridos' });
    expect(edit.mock.calls[0]?.[1]).toMatchObject({
      museumId: 'moderno',
      museum: {
        es: 'Museo de Arte Moderno de Buenos Aires',
        en: 'Buenos Aires Museum of Modern Art',
      },
    });
  });

  it('is labelled plainly “Museo”, in English “Museum”', async () => {
    renderForm(TOUR);
    expect(screen.getByRole('combobox', { name: /^Museo( \*)?$/ })).toBeInTheDocument();
    await i18next.changeLanguage('en');
    expect(await screen.findByRole('combobox', { name: /^Museum( \*)?$/ })).toBeInTheDocument();
  });

  it('fills a new tour’s address from its museum’s tours, and keeps one typed', async () => {
    const { user, museum: select } = renderForm();
    const address = screen.getByLabelText(/^Dirección/);
    expect(address).toHaveAccessibleDescription(
      'Se completa con la de otro recorrido de este museo; cambiala si hace falta.',
    );
    await user.selectOptions(select, 'mnba');
    expect(address).toHaveValue('Av. del Libertador 1473, CABA');
    // A museum with no tours yet has no address to offer: the one filled in goes.
    await user.selectOptions(select, 'moderno');
    expect(address).toHaveValue('');
    await user.type(address, 'Av. San Juan 350');
    await user.selectOptions(select, 'mnba');
    expect(address).toHaveValue('Av. San Juan 350');
  });

  it('once created, leads to the new tour’s works: the next step', async () => {
    create.mockResolvedValue({ isError: false, data: 'new-tour' });
    const { user, museum: select } = renderForm(undefined, {
      path: '/cpanel/my-works-of-art/new-tour',
      heading: 'Obras del recorrido nuevo',
    });
    await user.selectOptions(select, 'mnba');
    await fillNewTour(user);
    await user.click(screen.getByRole('button', { name: 'Crear recorrido' }));
    await screen.findByRole('heading', { name: 'Obras del recorrido nuevo' });
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]?.[0]).toMatchObject({
      address: 'Av. del Libertador 1473, CABA',
    });
  });

  it('editing, links to the tour’s works and its preview', () => {
    renderForm(TOUR);
    for (const [name, href] of [
      ['Ver obras', '/cpanel/my-works-of-art/tour-1'],
      ['Vista previa', '/cpanel/preview/tour-1'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('asks for a museum, marks the choice and keeps what was typed', async () => {
    const { user, museum: select } = renderForm();
    const title = screen.getByLabelText(/^Título \(inglés\)/);
    await user.type(title, 'Social realism');
    await user.click(screen.getByRole('button', { name: 'Crear recorrido' }));
    expect(
      await screen.findByText(/^\*Falta completar [2-9] campos obligatorios: están marcados\.$/),
    ).toBeVisible();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveValue('Social realism');
    expect(create).not.toHaveBeenCalled();
  });
});
