export type Files = 'all' | string[] | null;
export interface EnginePlan {
  engine: 'chromium' | 'firefox' | 'webkit';
  own: Files;
  shared: Files;
}
export const ENGINES: EnginePlan['engine'][];
export function onePlan(engines: string[], env?: Record<string, string | undefined>): EnginePlan[];
export function ownJourneys(root: string): string[];
export function twoStacks(journeys: string[]): { first: EnginePlan[]; second: EnginePlan[] };
