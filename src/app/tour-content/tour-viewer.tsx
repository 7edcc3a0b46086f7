import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewerItem } from '@/components/media-viewer/viewer-item';
import { codeOf } from '@/features/works/model/codes';
import type { Work } from '@/features/works/model/work';
import { imageSources } from '@/lib/image-variants';
import { pick } from '@/lib/model/language';
import type { MediaRef } from '@/lib/model/shared';

// Its own chunk: fetched when a visitor first opens a photo or a map, never on the first screen.
const MediaViewer = lazy(() =>
  import('@/components/media-viewer/media-viewer').then((module) => ({
    default: module.MediaViewer,
  })),
);

/** Which of a work's images is open: its photo or its map, by the work's index in the tour. */
export type ViewerState = { kind: 'photo' | 'map'; work: number } | null;

/**
 * The viewer's items: every work's photo, or every work's map, in the tour's order; a work
 * without a map of its own shows the tour's floor plan, when the tour has one.
 */
function useItems(
  works: Work[],
  kind: 'photo' | 'map',
  tourMap: MediaRef | null | undefined,
): { items: ViewerItem[]; workOf: number[] } {
  const { t, i18n } = useTranslation();
  const workOf: number[] = [];
  const items = works.flatMap((work, index) => {
    const image = kind === 'photo' ? work.media.mainImg : (work.media.map ?? tourMap);
    if (!image) return [];
    workOf.push(index);
    const title = pick(work.name, i18n.language);
    const room = pick(work.room, i18n.language);
    const number = t('tour.workNumber', { n: codeOf(work) });
    return [
      {
        key: work.id,
        ...imageSources(image),
        largeSrc: image.url,
        width: image.width,
        height: image.height,
        alt:
          kind === 'photo'
            ? t('tour.workImageAlt', { title, author: work.author })
            : t(work.media.map ? 'tour.mapAlt' : 'tour.tourMapAlt', { title }),
        title: `${number} ${kind === 'photo' ? title : t('tour.mapTitle', { title })}`,
        caption: (
          <>
            <p>
              <strong>{work.author}</strong>
            </p>
            {room && <p>{room}</p>}
            {kind === 'photo' && <p>{pick(work.description, i18n.language)}</p>}
          </>
        ),
      },
    ];
  });
  return { items, workOf };
}

/** One full-screen viewer for the tour's photos and maps: previous and next move between works. */
export function TourViewer({
  works,
  tourMap,
  state,
  onChange,
}: {
  works: Work[];
  /** The tour's floor plan, for the works without a map of their own. */
  tourMap?: MediaRef | null;
  state: ViewerState;
  onChange: (state: ViewerState) => void;
}) {
  const kind = state?.kind ?? 'photo';
  const { items, workOf } = useItems(works, kind, tourMap);
  if (!state) return null;
  const index = workOf.indexOf(state.work);
  if (index < 0) return null;
  return (
    <Suspense fallback={null}>
      <MediaViewer
        items={items}
        index={index}
        onIndexChange={(at) => onChange({ kind, work: workOf[at] ?? state.work })}
        onClose={() => onChange(null)}
      />
    </Suspense>
  );
}
