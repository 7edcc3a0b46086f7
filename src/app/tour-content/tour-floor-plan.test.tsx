import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { aTour, aWork, text } from '@/features/cpanel/test-support';
import type { MediaRef } from '@/lib/model/shared';
import { inSpanish } from '@/test/i18n';
import { TourContent } from './tour-content';

/** The tour's floor plan, stored once for all its works. */
const plan: MediaRef = {
  url: 'https://storage.test/tour-1/map-1200.webp',
  path: 'tour-1/map-1200.webp',
  contentType: 'image/webp',
  size: 90_000,
  width: 900,
  height: 1200,
};
/** A work's own map, for the work that has one. */
const ownMap: MediaRef = {
  ...plan,
  url: 'https://storage.test/work-2/map.webp',
  path: 'work-2/map.webp',
};

const withoutMap = aWork({ id: 'work-1', name: text('Manifestación') });
const withMap = aWork({
  id: 'work-2',
  order: 2,
  name: text('Desocupados'),
  media: { map: ownMap },
});

/** The tour as a visitor takes it (the page and the back-office's preview show the same). */
function renderTour(tourMap: MediaRef | null) {
  render(
    <MemoryRouter>
      <TourContent tour={aTour({ map: tourMap })} works={[withoutMap, withMap]} complete />
    </MemoryRouter>,
  );
}

const card = (name: RegExp) => screen.getByRole('article', { name });

describe("a work's View location on the tour", () => {
  beforeEach(inSpanish);

  it("opens the tour's floor plan for a work without a map of its own", async () => {
    renderTour(plan);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent
      .setup()
      .click(within(card(/Manifestación/)).getByRole('button', { name: 'Ver ubicación' }));
    // The viewer is a chunk of its own: the dialog shows once it has arrived.
    const viewer = await screen.findByRole('dialog', {
      name: 'Obra 1: Dónde está «Manifestación»',
    });
    expect(viewer).toHaveAttribute('open');
    const shown = within(viewer).getByRole('img', {
      name: 'Plano de las salas del recorrido, donde está «Manifestación»',
    });
    expect(shown).toHaveAttribute('src', plan.url);
  });

  it('opens a work’s own map, not the floor plan, for a work that has one', async () => {
    renderTour(plan);
    await userEvent
      .setup()
      .click(within(card(/Desocupados/)).getByRole('button', { name: 'Ver ubicación' }));
    const viewer = await screen.findByRole('dialog', { name: 'Obra 2: Dónde está «Desocupados»' });
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', ownMap.url);
  });

  it('is not offered when neither the work nor its tour has a map', () => {
    renderTour(null);
    expect(
      within(card(/Manifestación/)).queryByRole('button', { name: 'Ver ubicación' }),
    ).toBeNull();
    expect(
      within(card(/Desocupados/)).getByRole('button', { name: 'Ver ubicación' }),
    ).toBeVisible();
  });
});
