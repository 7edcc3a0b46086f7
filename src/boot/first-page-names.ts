/**
 * The pages the boot requests code for when the app opens on one: the boot plan's pages and the
 * home page, each named as its folder in src/app/pages/visitor/ (the build finds their code by
 * that name, scripts/vite/first-page-code.ts). No imports: the build reads this file too.
 */
export const FIRST_PAGE_NAMES = ['home', 'museums', 'museum', 'tour'] as const;

export type FirstPageName = (typeof FIRST_PAGE_NAMES)[number];
