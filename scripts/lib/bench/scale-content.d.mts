// Types for scripts/lib/bench/scale-content.mjs (used by its unit test).
type Bilingual = { es: string; en: string };
export interface ScaleDemo {
  museums: readonly { id: string; name: Bilingual }[];
  tours: readonly {
    id: string;
    tematicId: string;
    state: string;
    name: Bilingual;
    likes: number;
    exhibition?: { opensIn: number; closesIn: number; playsBeforeOpening: boolean };
  }[];
  works: readonly { id: string; expositionId: string; order: number }[];
  comments: readonly { id: string; expositionId: string }[];
}
export interface ScalePlan {
  bigTourId: string;
  museums: { id: string; from: string; name: Bilingual }[];
  tours: {
    id: string;
    from: string;
    museumId: string;
    name: Bilingual;
    state: 'published' | 'draft';
    highlight: boolean;
  }[];
  works: { id: string; from: string; tourId: string; order: number }[];
  likes: Record<string, number>;
  comments: {
    id: string;
    tourId: string;
    userId: string;
    author: { name: string; surname: string };
    comment: string;
    createdAt: string;
  }[];
}
export const SCALE: Record<
  'museums' | 'tours' | 'works' | 'likes' | 'bigTourLikes' | 'comments' | 'bigTourComments',
  number
>;
export function splitByWeights(total: number, weights: number[]): number[];
export function scalePlan(
  demo: ScaleDemo,
  options: { bigTourId: string; counts?: typeof SCALE; seed?: string },
): ScalePlan;
export function planTotals(demo: ScaleDemo, plan: ScalePlan): typeof SCALE;
/** How many closed temporary exhibitions the scale bench gives one museum. */
export const CLOSED_EXHIBITIONS: number;
export interface ClosedExhibitionsPlan {
  museumId: string;
  tours: {
    id: string;
    from: string;
    museumId: string;
    name: Bilingual;
    opensOn: number;
    closesOn: number;
    playsBeforeOpening: false;
  }[];
  works: { id: string; from: string; tourId: string; order: number }[];
}
export function closedExhibitionsPlan(
  demo: Pick<ScaleDemo, 'works'> & { tours: readonly Omit<ScaleDemo['tours'][number], 'likes'>[] },
  options: { museumId: string; today: number; count?: number; seed?: string },
): ClosedExhibitionsPlan;
