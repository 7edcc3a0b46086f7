import type { Page } from 'playwright-core';

export interface Shown {
  lang: string;
  heading?: string;
  alert?: string;
  busy: number;
}
export function describeShown(shown: Shown): string;
export function firstLine(error: unknown): string;
export function step<T>(what: string, action: () => Promise<T>, page?: Page | null): Promise<T>;
