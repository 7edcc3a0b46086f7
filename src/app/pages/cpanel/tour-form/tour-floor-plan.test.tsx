import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Museum } from '@/features/museums/model/museum';
import { createTour, editTour, removeTourMap } from '@/features/tours/api/tour-edits';
import type { MediaFile } from '@/lib/firebase/media-file';
import type { MediaRef } from '@/lib/model/shared';
import { aTour, renderFormPage, startInSpanish } from '@/features/cpanel/test-support';
import { TourForm } from './tour-form';
import { toastError, toastSuccess } from '@/features/cpanel/toasts';
import { resetUploadsForTests } from '@/features/cpanel/uploads/upload-queue';

vi.mock('@/features/tours/api/tour-edits', () => ({
  createTour: vi.fn(),
  editTour: vi.fn(),
  removeTourMap: vi.fn(),
  // A new tour's address, made from its title as it is first saved.
  newTourId: vi.fn(() => Promise.resolve({ isError: false, data: 'nuevo-recorrido' })),
}));
vi.mock('@/features/cpanel/toasts', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));
vi.mock('@/features/tours/api/tours', () => ({ getTour: vi.fn(), listAllTours: vi.fn() }));
vi.mock('@/features/museums/api/museums', () => ({ listMuseums: vi.fn() }));
vi.mock('@/features/works/api/work-edits', () => ({ createWork: vi.fn(), editWork: vi.fn() }));
vi.mock('@/features/works/api/works', async () =>
  (await import('@/features/cpanel/test-support')).noOtherWorks(),
);
vi.mock('@/lib/resize-image', async () =>
  (await import('@/features/cpanel/test-support')).fakeResizeImage(1200, 1600),
);

const create = vi.mocked(createTour);
const edit = vi.mocked(editTour);
const remove = vi.mocked(removeTourMap);

const MUSEUMS: Museum[] = [
  {
    id: 'mnba',
    name: { es: 'Museo Nacional de Bellas Artes', en: 'National Museum of Fine Arts' },
    description: { es: 'd', en: 'd' },
    image: null,
  },
];

const plan = (owner: string): MediaRef => ({
  url: `https://storage.test/${owner}/map-1200.webp`,
  path: `${owner}/map-1200.webp`,
  contentType: 'image/webp',
  size: 90_000,
  width: 1200,
  height: 1600,
});

const image = (name: string) => new File([new Uint8Array(4096)], name, { type: 'image/png' });
const sent = (call: unknown[] | undefined) => (call?.[1] ?? []) as MediaFile[];

// How the work form shows the plan is in ../work-form/work-form-floor-plan.test.tsx.
describe("a tour's floor plan", { timeout: 20_000 }, () => {
  startInSpanish();
  beforeEach(() => {
    resetUploadsForTests();
    create.mockReset().mockResolvedValue({ isError: false, data: 'tour-new' });
    edit.mockReset().mockResolvedValue({ isError: false, data: undefined });
    remove.mockReset().mockResolvedValue({ isError: false, data: undefined });
  });

  it('is an optional field of the tour form that says what it is for', () => {
    renderFormPage(<TourForm museums={MUSEUMS} />, { path: '/x', heading: 'x' });
    const field = screen.getByLabelText('Plano del recorrido');
    expect(field).not.toBeRequired();
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Opcional: las obras sin mapa propio muestran este.'),
    );
  });

  it('shows the picked plan before saving, and is sent with the picture of a new tour', async () => {
    const user = userEvent.setup();
    renderFormPage(<TourForm museums={MUSEUMS} />, {
      path: '/cpanel/my-works-of-art/:id',
      heading: 'Obras del recorrido',
    });
    await user.selectOptions(screen.getByLabelText(/^Museo/), 'mnba');
    await user.type(screen.getByLabelText(/^Título \(español\)/), 'Realismo social');
    await user.type(screen.getByLabelText(/^Título \(inglés\)/), 'Social realism');
    await user.type(screen.getByLabelText(/^Descripción \(español\)/), 'Un recorrido');
    await user.type(screen.getByLabelText(/^Descripción \(inglés\)/), 'A tour');
    await user.type(screen.getByLabelText(/^Dirección/), 'Av. del Libertador 1473');
    await user.upload(screen.getByLabelText(/^Imagen/), image('tapa.png'));
    await user.upload(screen.getByLabelText('Plano del recorrido'), image('plano.png'));
    // Each picked picture is shown as it is, before anything is sent.
    const preview = screen.getByRole('img', {
      name: 'Plano del recorrido: plano.png, tal como la elegiste',
    });
    expect(preview).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(
      screen.getByRole('img', { name: 'Imagen: tapa.png, tal como la elegiste' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Crear recorrido' }));
    expect(await screen.findByRole('heading', { name: 'Obras del recorrido' })).toBeVisible();
    expect(sent(create.mock.calls[0]).map((file) => file.baseName)).toEqual(['mainImg', 'map']);
    // The tour's id: its address, chosen from its title as it was first saved.
    expect(create.mock.calls[0]?.[3]).toBe('nuevo-recorrido');
  });

  it('is added to a tour on its own, keeping its picture', async () => {
    const user = userEvent.setup();
    renderFormPage(<TourForm tour={aTour({ address: 'Av. 1' })} museums={MUSEUMS} />, {
      path: '/cpanel/expositions',
      heading: 'Lista de recorridos',
    });
    await user.upload(screen.getByLabelText('Plano del recorrido'), image('plano.png'));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(edit).toHaveBeenCalledTimes(1));
    expect(edit.mock.calls[0]?.[0]).toBe('tour-1');
    expect(sent(edit.mock.calls[0]?.slice(1)).map((file) => file.baseName)).toEqual(['map']);
  });

  it('is removed after asking, at once, keeping what was typed in the form', async () => {
    const user = userEvent.setup();
    renderFormPage(<TourForm tour={aTour({ map: plan('tour-1') })} museums={MUSEUMS} />, {
      path: '/x',
      heading: 'x',
    });
    await user.type(screen.getByLabelText(/^Dirección/), ', piso 2');
    await user.click(screen.getByRole('button', { name: 'Quitar el plano' }));
    const dialog = screen.getByRole('dialog', { name: '¿Quitar el plano del recorrido?' });
    expect(dialog).toHaveTextContent('Las obras sin mapa propio dejarán de mostrar un plano');
    // Cancelled, nothing goes.
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Quitar el plano' }));
    await user.click(screen.getByRole('button', { name: 'Quitar plano' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('tour-1'));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith({ key: 'cpanel.fields.tourMapRemoved' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Quitar el plano' })).toBeNull(),
    );
    expect(screen.getByLabelText(/^Dirección/)).toHaveValue('Av. 1, piso 2');
    expect(edit).not.toHaveBeenCalled();
  });

  it('stays when removing it fails, and says why', async () => {
    remove.mockResolvedValue({ isError: true, error: { code: 'network' } });
    const user = userEvent.setup();
    renderFormPage(<TourForm tour={aTour({ map: plan('tour-1') })} museums={MUSEUMS} />, {
      path: '/x',
      heading: 'x',
    });
    await user.click(screen.getByRole('button', { name: 'Quitar el plano' }));
    await user.click(screen.getByRole('button', { name: 'Quitar plano' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith({ key: 'errors.network' }));
    expect(screen.getByText(/Archivo actual/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Quitar el plano' })).toBeInTheDocument();
  });
});
