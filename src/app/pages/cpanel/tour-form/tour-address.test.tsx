import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Museum } from '@/features/museums/model/museum';
import { createTour, editTour } from '@/features/tours/api/tour-edits';
import { aTour, renderFormPage, startInSpanish, text } from '@/features/cpanel/test-support';
import { TourForm } from './tour-form';

vi.mock('@/features/tours/api/tour-edits', () => ({
  createTour: vi.fn(),
  editTour: vi.fn(),
  newTourId: vi.fn(() => Promise.resolve({ isError: false, data: 'nuevo-recorrido' })),
}));
vi.mock('@/features/tours/api/tours', () => ({ getTour: vi.fn() }));
vi.mock('@/features/museums/api/museums', () => ({ listMuseums: vi.fn() }));
vi.mock('@/lib/resize-image', async () =>
  (await import('@/features/cpanel/test-support')).fakeResizeImage(1600, 1067),
);

const edit = vi.mocked(editTour);
const create = vi.mocked(createTour);
const DOOR = 'Av. del Libertador 1473, C1425 CABA';
const MUSEUMS: Museum[] = [
  {
    id: 'mnba',
    name: text('Bellas Artes', 'Fine Arts'),
    description: text('d'),
    image: null,
    address: DOOR,
  },
  { id: 'sivori', name: text('Sívori'), description: text('d'), image: null },
];

function renderForm(tour = aTour({ museum: text('Bellas Artes', 'Fine Arts') })) {
  const user = userEvent.setup();
  renderFormPage(<TourForm tour={tour} museums={MUSEUMS} />, {
    path: '/cpanel/expositions',
    heading: 'Lista de recorridos',
  });
  return { user, address: screen.getByLabelText(/^Dirección/) };
}
const save = () => screen.getByRole('button', { name: 'Guardar cambios' });

describe("a tour's address", () => {
  startInSpanish();
  beforeEach(() => {
    edit.mockReset().mockResolvedValue({ isError: false, data: undefined });
    create.mockReset();
  });

  it("is its museum's when left empty: the field says whose, and it is not required", async () => {
    const { user, address } = renderForm(aTour({ address: DOOR, addressFromMuseum: true }));
    expect(address).toHaveValue('');
    expect(address).toHaveAttribute('placeholder', DOOR);
    expect(address).not.toBeRequired();
    expect(address).toHaveAccessibleDescription(
      `Si la dejás vacía, usa la dirección del museo: ${DOOR}. Escribí otra solo si el recorrido es en otro lugar.`,
    );
    await user.click(save());
    await waitFor(() => expect(edit).toHaveBeenCalledTimes(1));
    expect(edit.mock.calls[0]?.[1]).toMatchObject({ address: DOOR, addressFromMuseum: true });
  });

  it('is its own once typed, and stays so', async () => {
    const { user, address } = renderForm(aTour({ address: DOOR, addressFromMuseum: true }));
    await user.type(address, 'Pabellón de exposiciones, Av. Figueroa Alcorta 2280');
    await user.click(save());
    await waitFor(() => expect(edit).toHaveBeenCalledTimes(1));
    expect(edit.mock.calls[0]?.[1]).toMatchObject({
      address: 'Pabellón de exposiciones, Av. Figueroa Alcorta 2280',
      addressFromMuseum: false,
    });
  });

  it('keeps the address a tour stored before it had, as its own', () => {
    const { address } = renderForm(aTour({ address: 'Av. 1' }));
    expect(address).toHaveValue('Av. 1');
  });

  it('is required where the museum has none', async () => {
    const { user, address } = renderForm(aTour({ museumId: 'sivori', address: 'Av. 1' }));
    expect(address).toBeRequired();
    await user.clear(address);
    await user.click(save());
    expect(
      await screen.findByText('*Falta completar 1 campo obligatorio: está marcado.'),
    ).toBeVisible();
    expect(address).toHaveAccessibleDescription(expect.stringContaining('*Completá este campo'));
    expect(edit).not.toHaveBeenCalled();
  });
});
