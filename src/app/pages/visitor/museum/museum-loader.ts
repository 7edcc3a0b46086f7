/**
 * A museum page's data, its museum and its tours; how the loaders take the boot script's reads:
 * boot-or-service.ts beside the pages.
 */
import { SLOTS } from '@/config/public-lists';
import { bootData, bootOr, museumsApi } from '@/app/pages/visitor/boot-or-service';

/** Its tours: shared with the tour page, which offers them when an exhibition has closed. */
export { loadMuseumTours, museumToursKey, type MuseumTours } from '../museum-tours';

export const museumKey = (id: string) => `museum:${id}`;
export const loadMuseum = async (id: string) =>
  bootOr((await bootData([['MUSEUMS', SLOTS.museum(id)]]))?.bootMuseum(id), async () =>
    (await museumsApi()).getMuseum(id),
  );
