import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aTour, text } from '@/features/cpanel/test-support';
import type { Tour } from '@/features/tours/model/tour';
import { listSomePublishedToursOfMuseum } from '@/features/tours/api/tours';
import { inSpanish } from '@/test/i18n';
import { OTHER_TOURS_SHOWN, OtherTours } from './tour-other-tours';

vi.mock('@/features/tours/api/tours', () => ({ listSomePublishedToursOfMuseum: vi.fn() }));
const read = vi.mocked(listSomePublishedToursOfMuseum);

/** The tour's end is near at once: jsdom lays nothing out. */
class Near {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    this.callback(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  disconnect() {}
}

const museumTours = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    aTour({
      id: `t${String(index + 1)}`,
      museumId: 'mnba',
      museum: text('Bellas Artes'),
      name: text(`Recorrido ${String(index + 1)}`),
    }),
  );

/** The end of `tour`, its museum's first published tours being `read`. */
function renderEnd(tour: Tour, readTours: Tour[]) {
  read.mockResolvedValue({ isError: false, data: readTours });
  render(
    <MemoryRouter>
      <OtherTours tour={tour} />
    </MemoryRouter>,
  );
}

describe("the museum's other tours at a tour's end", () => {
  beforeEach(async () => {
    await inSpanish();
    vi.stubGlobal('IntersectionObserver', Near);
  });

  it('shows every other tour of a museum with few, and nothing more to see', async () => {
    const [tour, ...others] = museumTours(3);
    if (!tour) throw new Error('no tour');
    renderEnd(tour, [tour, ...others]);
    const section = await screen.findByRole('region', { name: 'Otros recorridos en Bellas Artes' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    expect(within(section).queryByText(/Recorrido 1$/)).toBeNull();
    expect(within(section).queryByRole('link', { name: /^Ver todos/ })).toBeNull();
    expect(read).toHaveBeenCalledWith('mnba', OTHER_TOURS_SHOWN + 1);
  });

  it('reads only a row of them and leads to the museum for the rest', async () => {
    const all = museumTours(9);
    const tour = all[8];
    if (!tour) throw new Error('no tour');
    // This tour is not among the first read: three of the four others are shown.
    renderEnd(tour, all.slice(0, OTHER_TOURS_SHOWN + 1));
    const section = await screen.findByRole('region', { name: 'Otros recorridos en Bellas Artes' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(OTHER_TOURS_SHOWN);
    expect(
      within(section).getByRole('link', { name: 'Ver todos los recorridos de Bellas Artes' }),
    ).toHaveAttribute('href', '/recorridos/mnba');
  });
});
