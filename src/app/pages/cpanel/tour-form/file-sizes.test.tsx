import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import type { Museum } from '@/features/museums/model/museum';
import { renderFormPage, startInSpanish } from '@/features/cpanel/test-support';
import { TourForm } from './tour-form';

vi.mock('@/features/tours/api/tour-edits', () => ({
  createTour: vi.fn(),
  editTour: vi.fn(),
  // A new tour's address, made from its title as it is first saved.
  newTourId: vi.fn(() => Promise.resolve({ isError: false, data: 'nuevo-recorrido' })),
}));
vi.mock('@/features/tours/api/tours', () => ({ getTour: vi.fn(), listAllTours: vi.fn() }));
vi.mock('@/features/museums/api/museums', () => ({ listMuseums: vi.fn() }));

const MUSEUMS: Museum[] = [
  { id: 'mnba', name: { es: 'MNBA', en: 'MNBA' }, description: { es: 'd', en: 'd' }, image: null },
];
const picture = (name: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

// The limit and the refused file's size in one unit, the one every size is shown in, and in the
// page's language.
describe('sizes in the back-office', { timeout: 20_000 }, () => {
  startInSpanish();

  it('says the limit, and a refused file’s size against it, in megabytes of 1,000,000 bytes', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderFormPage(<TourForm museums={MUSEUMS} />, { path: '/x', heading: 'x' });
    const plan = screen.getByLabelText('Plano del recorrido');
    expect(plan).toHaveAccessibleDescription(expect.stringContaining('de hasta 25 MB,'));
    await user.upload(plan, picture('grande.png', 30_400_000));
    expect(
      await screen.findByText(
        '«grande.png» pesa 30 MB, más que el máximo de 25 MB (1 MB = 1.000.000 bytes).',
      ),
    ).toBeVisible();
    await user.upload(plan, picture('vacio.png', 0));
    expect(await screen.findByText('«vacio.png» está vacío: elegí otro archivo.')).toBeVisible();
  });

  it('writes them the English way in English', async () => {
    await i18next.changeLanguage('en');
    const user = userEvent.setup({ applyAccept: false });
    renderFormPage(<TourForm museums={MUSEUMS} />, { path: '/x', heading: 'x' });
    const plan = screen.getByLabelText('Tour floor plan');
    await user.upload(plan, picture('big.png', 26_200_000));
    expect(
      await screen.findByText('“big.png” is 26 MB, over the 25 MB limit (1 MB = 1,000,000 bytes).'),
    ).toBeVisible();
    // A size under 10 MB has a decimal, with the language's mark.
    await user.upload(plan, picture('small.png', 3_412_000));
    expect(await screen.findByText(/^Chosen: small\.png \(3\.4 MB\)/)).toBeVisible();
    await i18next.changeLanguage('es');
    expect(await screen.findByText(/^Elegido: small\.png \(3,4 MB\)/)).toBeVisible();
  });
});
