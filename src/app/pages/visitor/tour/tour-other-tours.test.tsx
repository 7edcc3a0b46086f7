import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aTour, text } from '@/features/back-office/test-support';
import { loadMuseumTours } from '@/app/pages/visitor/museum/museum-loader';
import { inSpanish } from '@/test/i18n';
import { OTHER_TOURS_SHOWN, OtherTours } from './tour-other-tours';

vi.mock('@/app/pages/visitor/museum/museum-loader', () => ({
  loadMuseumTours: vi.fn(),
  museumToursKey: (id: string) => `museum-tours:${id}`,
}));

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

function renderEnd(all: ReturnType<typeof museumTours>) {
  vi.mocked(loadMuseumTours).mockResolvedValue({ isError: false, data: all });
  const [tour] = all;
  if (!tour) throw new Error('no tour');
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

  it('shows every other tour when they fit in a row', async () => {
    renderEnd(museumTours(OTHER_TOURS_SHOWN + 1));
    const section = await screen.findByRole('region', { name: 'Otros recorridos en Bellas Artes' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(OTHER_TOURS_SHOWN);
    expect(within(section).queryByText(/Recorrido 1$/)).toBeNull();
    expect(within(section).queryByRole('link', { name: /^Ver los/ })).toBeNull();
  });

  it('shows a row of them and leads to the museum for the rest', async () => {
    renderEnd(museumTours(9));
    const section = await screen.findByRole('region', { name: 'Otros recorridos en Bellas Artes' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(OTHER_TOURS_SHOWN);
    expect(
      within(section).getByRole('link', { name: 'Ver los 9 recorridos de Bellas Artes' }),
    ).toHaveAttribute('href', '/recorridos/mnba');
  });
});
