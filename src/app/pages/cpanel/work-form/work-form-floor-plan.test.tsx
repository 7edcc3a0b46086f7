import { cleanup, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import type { MediaRef } from '@/lib/model/shared';
import { aTour, aWork, renderFormPage, startInSpanish } from '@/features/cpanel/test-support';
import { WorkForm } from './work-form';

vi.mock('@/features/works/api/work-edits', () => ({ createWork: vi.fn(), editWork: vi.fn() }));
vi.mock('@/features/works/api/works', async () =>
  (await import('@/features/cpanel/test-support')).noOtherWorks(),
);
vi.mock('@/features/tours/api/tours', () => ({ listAllTours: vi.fn() }));
vi.mock('@/lib/resize-image', async () =>
  (await import('@/features/cpanel/test-support')).fakeResizeImage(1200, 1600),
);

const plan = (owner: string): MediaRef => ({
  url: `https://storage.test/${owner}/map-1200.webp`,
  path: `${owner}/map-1200.webp`,
  contentType: 'image/webp',
  size: 90_000,
  width: 1200,
  height: 1600,
});

// How the tour form takes, sends and removes the plan is in ../tour-form/tour-floor-plan.test.tsx.
describe("a tour's floor plan in the work form", { timeout: 20_000 }, () => {
  startInSpanish();

  it('shows in the form of a work without a map of its own, not of one with its own', () => {
    const tour = aTour({ map: plan('tour-1') });
    renderFormPage(<WorkForm tours={[tour]} preselected="tour-1" />, { path: '/x', heading: 'x' });
    expect(
      screen.getByText('Sin mapa propio, esta obra muestra el plano del recorrido.'),
    ).toBeVisible();
    expect(
      screen.getByRole('img', { name: 'Plano del recorrido «Realismo social»' }),
    ).toHaveAttribute('src', 'https://storage.test/tour-1/map-1200.webp');
  });

  it('is not mentioned for a work with a map of its own, nor when the tour has none', () => {
    const own = aWork({ media: { map: plan('work-1') } });
    renderFormPage(<WorkForm work={own} tours={[aTour({ map: plan('tour-1') })]} />, {
      path: '/x',
      heading: 'x',
    });
    expect(screen.getByText(/Archivo actual/)).toBeVisible();
    expect(screen.queryByText(/muestra el plano del recorrido/)).toBeNull();
    cleanup();
    renderFormPage(<WorkForm tours={[aTour()]} preselected="tour-1" />, {
      path: '/x',
      heading: 'x',
    });
    expect(screen.getByLabelText('Mapa (ubicación en la sala)')).toBeVisible();
    expect(screen.queryByText(/muestra el plano del recorrido/)).toBeNull();
  });

  it('says so in English too', async () => {
    await i18next.changeLanguage('en');
    renderFormPage(<WorkForm tours={[aTour({ map: plan('tour-1') })]} preselected="tour-1" />, {
      path: '/x',
      heading: 'x',
    });
    expect(
      screen.getByText('With no map of its own, this work shows the tour’s floor plan.'),
    ).toBeVisible();
  });
});
