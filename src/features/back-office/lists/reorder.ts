import type { Work } from '@/features/works/model/work';

/**
 * The orders after moving the work at `index` by `step` (-1 up, +1 down): positions
 * 1..n in the new sequence, only for the works whose number changes.
 */
export function reorder(works: readonly Pick<Work, 'id' | 'order'>[], index: number, step: -1 | 1) {
  const target = index + step;
  if (target < 0 || target >= works.length) return [];
  const sequence = [...works];
  const [moved] = sequence.splice(index, 1);
  if (!moved) return [];
  sequence.splice(target, 0, moved);
  return sequence.flatMap((work, position) =>
    work.order === position + 1 ? [] : [{ id: work.id, order: position + 1 }],
  );
}
