import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Museum } from '@/features/museums/model/museum';
import { createTour, editTour } from '@/features/tours/api/tour-admin';
import type { Tour } from '@/features/tours/model/tour';
import { aTour, renderFormPage, startInSpanish, text } from '@/features/back-office/test-support';
import { TourForm } from '@/features/back-office/forms/tour-form';

vi.mock('@/features/tours/api/tour-admin', () => ({ createTour: vi.fn(), editTour: vi.fn() }));
vi.mock('@/features/tours/api/tours', () => ({ getTour: vi.fn() }));
vi.mock('@/features/museums/api/museums', () => ({ listMuseums: vi.fn() }));

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

function renderForm(tour?: Tour) {
  const user = userEvent.setup();
  renderFormPage(<TourForm tour={tour} museums={MUSEUMS} />, {
    path: '/cpanel/expositions',
    heading: 'Lista de recorridos',
  });
  return { user, museum: screen.getByLabelText(/^Museo \(temática\)/) };
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

  it('asks for a museum, marks the choice and keeps what was typed', async () => {
    const { user, museum: select } = renderForm();
    const title = screen.getByLabelText(/^Título \(inglés\)/);
    await user.type(title, 'Social realism');
    await user.click(screen.getByRole('button', { name: 'Crear recorrido' }));
    expect(await screen.findByText('*Todos los campos son obligatorios')).toBeVisible();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveValue('Social realism');
    expect(create).not.toHaveBeenCalled();
  });
});
