/**
 * A museum page's data, its museum and its tours; how the loaders take the boot script's reads:
 * boot-or-service.ts beside the pages.
 */
import { SLOTS } from '@/config/public-lists';
import { bootData, bootOr, museumsApi, toursApi } from '@/app/pages/visitor/boot-or-service';

export const museumKey = (id: string) => `museum:${id}`;
export const loadMuseum = async (id: string) =>
  bootOr((await bootData([['MUSEUMS', SLOTS.museum(id)]]))?.bootMuseum(id), async () =>
    (await museumsApi()).getMuseum(id),
  );

export const museumToursKey = (id: string) => `tours:${id}`;
export const loadMuseumTours = async (id: string) =>
  bootOr(
    (await bootData([['TOURS', SLOTS.publishedToursOfMuseum(id)]]))?.bootMuseumTours(id),
    async () => (await toursApi()).listPublishedToursOfMuseum(id),
  );
