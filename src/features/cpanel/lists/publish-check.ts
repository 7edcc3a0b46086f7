import type { TFunction } from 'i18next';
import type { Tour } from '@/features/tours/model/tour';
import { tourPhase } from '@/features/tours/model/tour-dates';
import { today as todayInBuenosAires, type Day } from '@/lib/days';
import type { Work } from '@/features/works/model/work';
import type { BilingualText, Language } from '@/lib/model/language';

/** A tour is four or five works: fewer is not yet a tour to publish. */
export const MIN_WORKS = 4;

type InLanguage<T extends string> = `${T}-${Language}`;

/** What a tour may lack, per language. */
export type TourMissing = InLanguage<'title' | 'description' | 'resume' | 'museum'>;
/** What a work may lack, per language ('text': its title or description). */
export type Missing = InLanguage<'audio' | 'text' | 'transcript' | 'room'>;

export type PublishProblem =
  | { kind: 'closed'; closedOn: Day }
  | { kind: 'tour'; missing: TourMissing[] }
  | { kind: 'tooFewWorks'; count: number; min: number }
  | { kind: 'work'; position: number; title: string; missing: Missing[] };

const LANGUAGES = ['es', 'en'] as const;
const OTHER = { es: 'en', en: 'es' } as const;

const blank = (value: string | undefined) => (value ?? '').trim() === '';

/** The languages a text visitors must see is missing in. */
const lacking = (field: BilingualText) => LANGUAGES.filter((language) => blank(field[language]));

/** The languages an optional text is missing in while the other language has it. */
const unmatched = (field: BilingualText) =>
  LANGUAGES.filter((language) => blank(field[language]) && !blank(field[OTHER[language]]));

export interface PublishCandidate {
  tour: Pick<Tour, 'name' | 'description' | 'resume' | 'museum' | 'opensOn' | 'closesOn'>;
  /** Its works, in their order. */
  works: readonly Work[];
  /**
   * Its museum's name, when known: the tour shows a copy of it, which must be the same in both
   * languages (a tour stored before names were bilingual holds the Spanish one twice).
   */
  museumName?: BilingualText;
  /** The day in Buenos Aires it would be published on: today unless said. */
  today?: Day;
}

/**
 * Why a tour cannot be published yet: an exhibition already closed (published, no visitor
 * would find it: its dates come first; an upcoming one is published before it opens, so its
 * page can be found); a text of the tour missing in a language, its museum's name not copied
 * in both; fewer than four works; a work without either narration, without its title or
 * description in either language, or with its narration text or room in one language only.
 * Empty when it can be published.
 */
export function publishProblems({
  tour,
  works,
  museumName,
  today = todayInBuenosAires(),
}: PublishCandidate): PublishProblem[] {
  const problems: PublishProblem[] = [];
  if (tourPhase(tour, today) === 'closed' && tour.closesOn !== undefined) {
    problems.push({ kind: 'closed', closedOn: tour.closesOn });
  }
  const tourMissing: TourMissing[] = [];
  for (const language of LANGUAGES) {
    if (lacking(tour.name).includes(language)) tourMissing.push(`title-${language}`);
    if (lacking(tour.description).includes(language)) tourMissing.push(`description-${language}`);
    if (unmatched(tour.resume).includes(language)) tourMissing.push(`resume-${language}`);
    if (
      lacking(tour.museum).includes(language) ||
      (museumName !== undefined && tour.museum[language] !== museumName[language])
    ) {
      tourMissing.push(`museum-${language}`);
    }
  }
  if (tourMissing.length > 0) problems.push({ kind: 'tour', missing: tourMissing });
  if (works.length < MIN_WORKS) {
    problems.push({ kind: 'tooFewWorks', count: works.length, min: MIN_WORKS });
  }
  works.forEach((work, index) => {
    const missing: Missing[] = [];
    for (const language of LANGUAGES) {
      if (!work.media[`audio-${language}`]) missing.push(`audio-${language}`);
    }
    for (const language of LANGUAGES) {
      if (lacking(work.name).includes(language) || lacking(work.description).includes(language)) {
        missing.push(`text-${language}`);
      }
      if (unmatched(work.transcript).includes(language)) missing.push(`transcript-${language}`);
      if (unmatched(work.room).includes(language)) missing.push(`room-${language}`);
    }
    if (missing.length > 0) {
      problems.push({
        kind: 'work',
        position: index + 1,
        title: work.name.es || work.name.en,
        missing,
      });
    }
  });
  return problems;
}

/** One sentence per problem, in the admin's language. */
export function describeProblems(problems: readonly PublishProblem[], t: TFunction): string[] {
  const list = (missing: readonly string[]) => describeMissing(missing, t);
  return problems.map((problem) => {
    switch (problem.kind) {
      case 'closed':
        return t('cpanel.publish.closed');
      case 'tour':
        return t('cpanel.publish.tourMissing', { missing: list(problem.missing) });
      case 'tooFewWorks':
        return t('cpanel.publish.tooFewWorks', { count: problem.count, min: problem.min });
      case 'work':
        return t('cpanel.publish.workMissing', {
          position: problem.position,
          title: problem.title,
          missing: list(problem.missing),
        });
    }
  });
}

/** How far a tour is from being publishable, from the same check that guards publishing. */
export interface Readiness {
  /** Works that lack nothing. */
  ready: number;
  /** Works the tour needs complete: at least {@link MIN_WORKS}, and every one it has. */
  needed: number;
  /** What each incomplete work lacks, by its id. */
  lacks: ReadonlyMap<string, readonly Missing[]>;
  /** What stands in the way that is not one work's: the tour's texts, too few works. */
  others: PublishProblem[];
  publishable: boolean;
}

/**
 * The publish check read as progress ("3 of 4 works ready") for the pages that lead to
 * publishing; a work's problem names it by position, which here finds it among `works`.
 */
export function readiness(candidate: PublishCandidate): Readiness {
  const problems = publishProblems(candidate);
  const lacks = new Map<string, readonly Missing[]>();
  const others: PublishProblem[] = [];
  for (const problem of problems) {
    const work = problem.kind === 'work' ? candidate.works[problem.position - 1] : undefined;
    if (problem.kind === 'work' && work) lacks.set(work.id, problem.missing);
    else others.push(problem);
  }
  return {
    ready: candidate.works.length - lacks.size,
    needed: Math.max(MIN_WORKS, candidate.works.length),
    lacks,
    others,
    publishable: problems.length === 0,
  };
}

/** What a work lacks, as a list in the admin's language ("audio en inglés, sala en inglés"). */
export function describeMissing(missing: readonly string[], t: TFunction): string {
  return missing.map((item) => t(`cpanel.publish.missing.${item}`)).join(', ');
}
