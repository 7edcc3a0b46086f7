import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router-dom';
import { CPANEL_PATHS } from '@/config/cpanel-routes';
import { useHoldFirstScreen } from '@/lib/use-first-screen';
import './row-card.css';
import './skeleton.css';

/*
 * Grey shapes where a back-office page's list or form is about to appear: shown from the first
 * frame while the admin guard waits for Auth, while the page's code arrives and while its data
 * loads, so the back-office is never a blank screen or a lone spinner. Screen readers hear
 * "Cargando…" once (a polite status); the shapes themselves are hidden from them.
 */

type Kind = 'list' | 'form' | 'page';

interface Shape {
  kind: Kind;
  /** The page's own title, known before its data (an i18n key), if it has one. */
  title?: string;
  narrow?: boolean;
}

/** Which shape each back-office address shows while it loads. */
const SHAPES: [pattern: string, shape: Shape][] = [
  [CPANEL_PATHS.museums, { kind: 'list', title: 'cpanel.museums.title' }],
  [CPANEL_PATHS.tours, { kind: 'list', title: 'cpanel.tours.title' }],
  [CPANEL_PATHS.works, { kind: 'list', title: 'pages.cpanelWorks' }],
  [CPANEL_PATHS.messages, { kind: 'list', title: 'cpanel.messages.title', narrow: true }],
  [CPANEL_PATHS.comments, { kind: 'list', title: 'cpanel.comments.title', narrow: true }],
  [CPANEL_PATHS.addMuseum, { kind: 'form', title: 'pages.cpanelAddMuseum', narrow: true }],
  [CPANEL_PATHS.editMuseum, { kind: 'form', title: 'pages.cpanelEditMuseum', narrow: true }],
  [CPANEL_PATHS.addTour, { kind: 'form', title: 'pages.cpanelAddTour', narrow: true }],
  [CPANEL_PATHS.editTour, { kind: 'form', title: 'pages.cpanelEditTour', narrow: true }],
  [CPANEL_PATHS.artForm, { kind: 'form', title: 'pages.cpanelArtForm', narrow: true }],
  [CPANEL_PATHS.editWork, { kind: 'form', title: 'pages.cpanelEditWork', narrow: true }],
];

export function shapeFor(pathname: string): Shape {
  return SHAPES.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? { kind: 'page' };
}

/** The polite "Loading…" every skeleton carries: something still loads, the first screen is not painted. */
function LoadingNote() {
  const { t } = useTranslation();
  useHoldFirstScreen();
  return (
    <p className="visually-hidden status--loading" role="status">
      {t('state.loading')}
    </p>
  );
}

/** Shapes hidden from screen readers, who hear the polite "Loading…" once instead. */
function Shapes({ children }: { children: ReactNode }) {
  return (
    <div className="skeleton">
      <LoadingNote />
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

const repeat = (count: number, shape: (index: number) => ReactNode) =>
  Array.from({ length: count }, (_, index) => shape(index));

/** Rows of a back-office list, as shapes: under a list page's real heading while its data loads. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <Shapes>
      <ul className="skeleton__list">
        {repeat(rows, (index) => (
          <li key={index} className="skeleton__row">
            <span className="skeleton__block skeleton__thumb" />
            <span className="skeleton__body">
              <span className="skeleton__block skeleton__line skeleton__line--title" />
              <span className="skeleton__block skeleton__line" />
            </span>
            <span className="skeleton__actions">
              <span className="skeleton__block skeleton__button" />
              <span className="skeleton__block skeleton__button" />
            </span>
          </li>
        ))}
      </ul>
    </Shapes>
  );
}

/** A form's shapes: its note, then labelled fields. */
const formShapes = (
  <>
    <span className="skeleton__block skeleton__line skeleton__line--note" />
    {repeat(5, (index) => (
      <span key={index} className="skeleton__field">
        <span className="skeleton__block skeleton__line skeleton__line--label" />
        <span className="skeleton__block skeleton__input" />
      </span>
    ))}
  </>
);

/** A page of its own kind (a preview, a sheet to print): a large block and a few lines. */
const pageBodyShapes = (
  <>
    <span className="skeleton__block skeleton__hero" />
    <span className="skeleton__block skeleton__line skeleton__line--title" />
    <span className="skeleton__block skeleton__line" />
  </>
);

/** The whole page's shape for the current address: title (when known) and list or form. */
export function CpanelSkeleton() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const shape = shapeFor(pathname);
  return (
    <section
      className={shape.narrow ? 'page page--narrow' : 'page'}
      aria-busy="true"
      data-skeleton={shape.kind}
    >
      <div className="cpanel-heading">
        {shape.title ? (
          <h1>{t(shape.title)}</h1>
        ) : (
          <span className="skeleton__block skeleton__line skeleton__line--heading" />
        )}
        {shape.kind === 'list' && (
          <span
            className="skeleton__block skeleton__button skeleton__button--wide"
            aria-hidden="true"
          />
        )}
      </div>
      {shape.kind === 'list' ? (
        <ListSkeleton />
      ) : (
        <Shapes>{shape.kind === 'form' ? formShapes : pageBodyShapes}</Shapes>
      )}
    </section>
  );
}
