import type { TFunction } from 'i18next';
import type { Obra } from '@/features/works/model/obra';

/** Spec section 1: four or five works per tour. */
export const MIN_WORKS = 4;

export type Missing = 'audio-es' | 'audio-en' | 'text-es' | 'text-en';

export type PublishProblem =
  | { kind: 'tooFewWorks'; count: number; min: number }
  | { kind: 'work'; position: number; title: string; missing: Missing[] };

const blank = (value: string | undefined) => (value ?? '').trim() === '';

/**
 * Why a tour cannot be published yet, from its works in their order: fewer than four
 * works, or a work without either narration or without its texts in either language.
 * Empty when it can be published.
 */
export function publishProblems(works: readonly Obra[]): PublishProblem[] {
  const problems: PublishProblem[] = [];
  if (works.length < MIN_WORKS) {
    problems.push({ kind: 'tooFewWorks', count: works.length, min: MIN_WORKS });
  }
  works.forEach((work, index) => {
    const missing: Missing[] = [];
    if (!work.media['audio-es']) missing.push('audio-es');
    if (!work.media['audio-en']) missing.push('audio-en');
    for (const language of ['es', 'en'] as const) {
      if (blank(work.name[language]) || blank(work.description[language])) {
        missing.push(`text-${language}`);
      }
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
  return problems.map((problem) =>
    problem.kind === 'tooFewWorks'
      ? t('cpanel.publish.tooFewWorks', { count: problem.count, min: problem.min })
      : t('cpanel.publish.workMissing', {
          position: problem.position,
          title: problem.title,
          missing: problem.missing.map((item) => t(`cpanel.publish.missing.${item}`)).join(', '),
        }),
  );
}
