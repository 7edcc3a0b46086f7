/**
 * The museums page's data; how the loaders take the boot script's reads: boot-or-service.ts beside the
 * pages.
 */
import type { Museum } from '@/features/museums/model/museum';
import { SLOTS } from '@/lib/firebase/boot-plan';
import type { Result } from '@/lib/result';
import { bootData, bootOr, museumsApi } from '@/app/pages/visitor/boot-or-service';

export const museumsKey = 'museums';

/** A museum on /museos; `comingSoon` when it has no published tour yet. */
export type ListedMuseum = Museum & { comingSoon: boolean };

/**
 * The museums in their order with the coming-soon ones last: a museum is coming soon when its
 * count of published tours, kept on it, is zero. One whose count is unknown (stored before
 * counts, not migrated yet) is shown open: a museum with tours must never look closed.
 */
export function listMuseums(museums: Museum[]): ListedMuseum[] {
  const listed = museums.map((museum) => ({ ...museum, comingSoon: museum.publishedTours === 0 }));
  return [...listed.filter((m) => !m.comingSoon), ...listed.filter((m) => m.comingSoon)];
}

/**
 * The museums, and which of them have a published tour: one request, for the museums only,
 * however many museums and tours there are (docs/adr/0008-museums-coming-soon.md).
 */
export async function loadMuseums(): Promise<Result<ListedMuseum[]>> {
  const boot = (await bootData([['MUSEUMS', SLOTS.museums]]))?.bootMuseums();
  const museums = await bootOr(boot?.museums, async () => (await museumsApi()).listMuseums());
  // A literal, not ok() from @/lib/result: that module shares a chunk with zod.
  return museums.isError ? museums : { isError: false, data: listMuseums(museums.data) };
}
