/**
 * The museums page's data; how the loaders take the boot script's reads: boot-or-service.ts beside the
 * pages.
 */
import { isComingSoon } from '@/lib/model/coming-soon';
import type { Museum } from '@/features/museums/model/museum';
import { MUSEUMS_PAGE, SLOTS } from '@/config/public-lists';
import { today, type Day } from '@/lib/days';
import type { Result } from '@/lib/result';
import type { NextPage } from '@/lib/use-show-more';
import { bootData, bootOr, museumsApi } from '@/app/pages/visitor/boot-or-service';

export const museumsKey = 'museums';

/** A museum on /museos; `comingSoon` when it has no published tour yet. */
export type ListedMuseum = Museum & { comingSoon: boolean };

/** The museums in their order with the coming-soon ones (model/coming-soon.ts) on `day` last. */
export function listMuseums(museums: Museum[], day: Day = today()): ListedMuseum[] {
  const listed = museums.map((museum) => ({ ...museum, comingSoon: isComingSoon(museum, day) }));
  return [...listed.filter((m) => !m.comingSoon), ...listed.filter((m) => m.comingSoon)];
}

/** A page as read (one museum more than shown, when more follow) as the page shows it. */
function page(read: Result<Museum[]>): Result<NextPage<Museum>> {
  // A literal, not ok() from @/lib/result: that module shares a chunk with zod.
  return read.isError
    ? read
    : {
        isError: false,
        data: { items: read.data.slice(0, MUSEUMS_PAGE), more: read.data.length > MUSEUMS_PAGE },
      };
}

/**
 * The first page of museums, and whether more follow: one request, for the museums only, however
 * many museums and tours there are (docs/adr/0008-museums-coming-soon.md).
 */
export async function loadMuseums(): Promise<Result<NextPage<Museum>>> {
  const boot = (await bootData([['MUSEUMS', SLOTS.firstMuseums]]))?.bootMuseums();
  return page(await bootOr(boot?.museums, async () => (await museumsApi()).listMuseumsPage()));
}

/** The page after `shown` (in the order they were read: the last one is the cursor). */
export async function loadMoreMuseums(shown: Museum[]): Promise<Result<NextPage<Museum>>> {
  return page(await (await museumsApi()).listMuseumsPage(shown.at(-1)?.id));
}
