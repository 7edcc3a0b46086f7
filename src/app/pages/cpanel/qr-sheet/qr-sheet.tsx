import { correction, generate } from 'lean-qr';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { EmptyState, ErrorState } from '@/components/status';
import { ROUTES } from '@/config/routes';
import { pick } from '@/lib/model/shared';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResult } from '@/lib/use-result';
import { CpanelSkeleton } from '@/features/cpanel/components/skeleton';
import { loadTourWithWorks } from '@/features/cpanel/load-records';
import { codeOf } from '@/features/works/model/codes';
import './qr-sheet.css';

/** A QR code as one SVG path (crisp at any print size, no canvas). */
function QrCode({ text, label }: { text: string; label: string }) {
  const path = useMemo(() => {
    const code = generate(text, { minCorrectionLevel: correction.M });
    let d = '';
    for (let y = 0; y < code.size; y += 1) {
      for (let x = 0; x < code.size; x += 1) {
        if (code.get(x, y)) d += `M${x + 4} ${y + 4}h1v1h-1z`;
      }
    }
    return { d, size: code.size + 8 };
  }, [text]);
  return (
    <svg
      className="qr-sheet__code"
      viewBox={`0 0 ${path.size} ${path.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={path.size} height={path.size} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}

/**
 * /cpanel/qr/{tourId}: one QR code per work, linking to /muestra/{id}/{code}, to print, in the
 * tour's order.
 */
export function QrSheetPage() {
  const { t, i18n } = useTranslation();
  const { tourId = '' } = useParams();
  const { state, retry } = useResult(() => loadTourWithWorks(tourId), `qr:${tourId}`);
  const tourName = state.status === 'ready' ? pick(state.data.tour.name, i18n.language) : '';
  useDocumentTitle(tourName ? t('qr.title', { tour: tourName }) : t('qr.heading'));

  if (state.status === 'loading') return <CpanelSkeleton />;
  if (state.status === 'error') {
    return (
      <div className="page">
        <ErrorState error={state.error} onRetry={retry} />
      </div>
    );
  }
  const { tour, works } = state.data;
  return (
    <div className="page qr-sheet">
      <div className="qr-sheet__head">
        <h1>{t('qr.title', { tour: tourName })}</h1>
        <p>{t('qr.intro')}</p>
        <div className="qr-sheet__actions">
          <button type="button" className="button button--primary" onClick={() => window.print()}>
            {t('qr.print')}
          </button>
          <Link className="button" to={ROUTES.tour(tour.id)}>
            {t('qr.openTour')}
          </Link>
        </div>
      </div>
      {works.length === 0 ? (
        <EmptyState>{t('qr.empty')}</EmptyState>
      ) : (
        <ol className="qr-sheet__grid">
          {works.map((work) => {
            // The work's code, never its place: a label printed today opens this work after
            // any reordering.
            const number = codeOf(work);
            const url = `${window.location.origin}${ROUTES.tourWork(tour.id, number)}`;
            const name = pick(work.name, i18n.language);
            return (
              <li key={work.id} className="qr-sheet__label">
                <span className="qr-sheet__number">{number}</span>
                <QrCode text={url} label={t('qr.codeFor', { number, title: name })} />
                <span className="qr-sheet__name">{name}</span>
                <span className="qr-sheet__author">{work.author}</span>
                <span className="qr-sheet__url">{url}</span>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
