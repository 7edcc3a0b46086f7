import type { Tour } from '@/features/tours/model/tour';

/**
 * For each museum, the address a new tour there most likely has, for a museum without an address
 * of its own (a museum with one gives it to its tours): the one its tours give most often (the
 * first met among equals). Tours keep no order an admin would call "last" (their times are not
 * part of the model), while a museum's tours share its door: the most common one also outvotes a
 * one-off typo.
 */
export function addressesByMuseum(
  tours: readonly Pick<Tour, 'museumId' | 'address'>[],
): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const { museumId, address } of tours) {
    const trimmed = address.trim();
    if (trimmed === '') continue;
    const ofMuseum = counts.get(museumId) ?? new Map<string, number>();
    ofMuseum.set(trimmed, (ofMuseum.get(trimmed) ?? 0) + 1);
    counts.set(museumId, ofMuseum);
  }
  const addresses = new Map<string, string>();
  for (const [museumId, ofMuseum] of counts) {
    let best: [string, number] | undefined;
    for (const entry of ofMuseum) if (!best || entry[1] > best[1]) best = entry;
    if (best) addresses.set(museumId, best[0]);
  }
  return addresses;
}
