import { addressesByMuseum } from '@/features/cpanel/forms/museum-addresses';
import { listMuseums } from '@/features/museums/api/museums';
import type { Museum } from '@/features/museums/model/museum';
import { listAllTours } from '@/features/tours/api/tours';
import { ok, type Result } from '@/lib/result';

/** The museums to choose among and, for a new tour, their tours' addresses. */
export async function museumChoices(
  adding: boolean,
): Promise<Result<{ museums: Museum[]; addresses: ReadonlyMap<string, string> }>> {
  const [museums, tours] = await Promise.all([
    listMuseums(),
    adding ? listAllTours() : Promise.resolve(ok([])),
  ]);
  if (museums.isError) return museums;
  // Without the tours the form still works: the address is typed.
  const addresses = addressesByMuseum(tours.isError ? [] : tours.data);
  return ok({ museums: museums.data, addresses });
}
