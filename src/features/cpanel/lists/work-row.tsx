import { useTranslation } from 'react-i18next';
import { CPANEL_ROUTES } from '@/config/cpanel-routes';
import { codeOf } from '@/features/works/model/codes';
import type { Work } from '@/features/works/model/work';
import { pick } from '@/lib/model/shared';
import { LastChange, type ChangerNames } from '../components/last-change';
import { CpanelRow, RowButton } from './cpanel-row';
import { describeMissing, type Missing } from './publish-check';

const FILES = ['mainImg', 'map', 'audio-es', 'audio-en'] as const;

/**
 * A work's row: its place in the tour, the number on its label (which moving does not change),
 * its files, what it lacks to be published, edit, move up and down, and delete in the menu.
 */
export function WorkRow({
  work,
  first,
  last,
  moving,
  tourHasMap,
  movingTo,
  lacks,
  names,
  movesHint,
  onMove,
  onDelete,
}: {
  work: Work;
  /** Who changed the listed records (useChangerNames). */
  names: ChangerNames;
  first: boolean;
  last: boolean;
  moving: boolean;
  /** Whether the tour has a floor plan, which a work without its own map shows. */
  tourHasMap: boolean;
  /** The place this work is being moved to, while it is. */
  movingTo?: number;
  /** What it lacks for its tour to be published, if anything. */
  lacks?: readonly Missing[];
  /** The id of the text saying that moving keeps the labels: the arrows' description. */
  movesHint?: string;
  onMove: (step: -1 | 1) => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const name = pick(work.name, i18n.language);
  const code = codeOf(work);
  // Arrows only: with their names spelled out, a phone's row would wrap.
  // While a move runs the arrows wait (aria-disabled) but stay focusable: a disabled button
  // would drop the keyboard's focus to the page's start.
  const arrow = (step: -1 | 1, symbol: string, label: string, disabled: boolean) => (
    <RowButton
      row={name}
      said={t(label)}
      className="button button--icon"
      disabled={disabled}
      aria-disabled={moving || undefined}
      aria-describedby={movesHint}
      data-move={work.id}
      data-step={step}
      onClick={() => {
        if (!moving) onMove(step);
      }}
    >
      <span aria-hidden="true">{symbol}</span>
    </RowButton>
  );
  return (
    <CpanelRow
      variant="cpanel-row--work"
      name={name}
      image={work.media.mainImg}
      meta={
        <>
          <span className="work-code">{t('cpanel.works.codeShort', { code })}</span>
          <span>{work.author}</span>
          {movingTo !== undefined && (
            <span className="cpanel-row__moving" role="status">
              {t('cpanel.works.moving', { order: movingTo })}
            </span>
          )}
          {lacks && (
            <span className="cpanel-row__lacks">
              {t('cpanel.readiness.lacks', { missing: describeMissing(lacks, t) })}
            </span>
          )}
        </>
      }
      changed={<LastChange record={work} names={names} />}
      editTo={CPANEL_ROUTES.editWork(work.id)}
      menuDisabled={moving}
      onDelete={onDelete}
      lead={
        <span
          className="cpanel-row__order"
          aria-label={t('cpanel.works.orderLabel', { order: work.order })}
        >
          {work.order}
        </span>
      }
      aside={<FileChips work={work} tourHasMap={tourHasMap} />}
      actions={
        <>
          {arrow(-1, '↑', 'cpanel.works.moveUp', first)}
          {arrow(1, '↓', 'cpanel.works.moveDown', last)}
        </>
      }
    />
  );
}

/** Short chips that fit one line on a phone; screen readers hear the full names. */
function FileChips({ work, tourHasMap }: { work: Work; tourHasMap: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className="file-chips" aria-label={t('cpanel.works.filesLegend')}>
      {FILES.map((file) => {
        const present = Boolean(work.media[file]);
        // A map is optional: without its own, a work shows the tour's plan (or none), which is
        // nothing to warn about.
        const optional = file === 'map' && !present;
        const shown = optional
          ? t(tourHasMap ? 'cpanel.works.short.tourMap' : 'cpanel.works.short.noMap')
          : `${t(`cpanel.works.short.${file}`)} ${present ? '✓' : '✗'}`;
        const said = optional
          ? t(tourHasMap ? 'cpanel.works.mapFromTour' : 'cpanel.works.mapNone')
          : t(present ? 'cpanel.works.filePresent' : 'cpanel.works.fileAbsent', {
              file: t(`cpanel.works.file.${file}`),
            });
        const tone = present ? 'badge--published' : optional ? 'badge--neutral' : 'badge--draft';
        return (
          <li key={file} className={`badge ${tone}`}>
            <span aria-hidden="true">{shown}</span>
            <span className="visually-hidden">{said}</span>
          </li>
        );
      })}
    </ul>
  );
}
