import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n/i18n';
import type { MediaRef } from '@/lib/model/shared';
import { aWork } from '@/features/back-office/test-support';
import { WorkCard } from './work-card';

const work = aWork();

const plan: MediaRef = {
  url: 'https://storage.test/tour-1/map-1200.webp',
  path: 'tour-1/map-1200.webp',
  contentType: 'image/webp',
  size: 90_000,
};

describe("a work card's View location", () => {
  beforeEach(async () => {
    await initI18n('es');
    await i18next.changeLanguage('es');
  });

  it("opens the tour's floor plan for a work without a map of its own", async () => {
    const onOpen = vi.fn();
    render(<WorkCard work={work} position={1} eager={false} onOpen={onOpen} tourMap={plan} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ver ubicación' }));
    expect(onOpen).toHaveBeenCalledWith('map');
  });

  it('is not offered when neither the work nor its tour has a map', () => {
    render(<WorkCard work={work} position={1} eager={false} onOpen={vi.fn()} tourMap={null} />);
    expect(screen.queryByRole('button', { name: 'Ver ubicación' })).toBeNull();
  });
});
