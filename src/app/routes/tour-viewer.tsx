import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog';
import { ZoomableImage } from '@/components/zoomable-image';
import type { Obra } from '@/features/works/model/obra';
import { pick } from '@/lib/model/language';

export type ViewerState = { kind: 'photo' | 'map'; work: number } | null;

/** Photos and maps of the tour's works, one at a time. */
export function TourViewer({
  works,
  state,
  onChange,
}: {
  works: Obra[];
  state: ViewerState;
  onChange: (state: ViewerState) => void;
}) {
  const { t, i18n } = useTranslation();
  const work = state ? works[state.work] : undefined;
  const ref = work && state ? work.media[state.kind === 'photo' ? 'mainImg' : 'map'] : undefined;
  const title = work ? pick(work.name, i18n.language) : '';
  return (
    <Dialog
      open={Boolean(ref)}
      onClose={() => onChange(null)}
      title={state?.kind === 'map' ? t('tour.mapTitle', { title }) : title}
      className="dialog--media"
      backLabel={t('tour.backToTour')}
    >
      {ref && work && (
        <ZoomableImage
          src={ref.url}
          alt={
            state?.kind === 'map'
              ? t('tour.mapAlt', { title })
              : t('tour.workImageAlt', { title, author: work.author })
          }
        />
      )}
    </Dialog>
  );
}
