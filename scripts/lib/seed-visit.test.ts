import { describe, expect, it } from 'vitest';
import { museums } from '../../seed/content.mjs';
import {
  exceptionsFromStored,
  storedExceptions as appStoredExceptions,
} from '@/features/museums/model/stored-visit';
import { museumVisit, storedExceptions } from './seed-visit.mjs';

describe("a demo museum's dates with hours of their own", () => {
  it('are stored as the back-office stores them, and read back as they were', () => {
    const withDates = museums.filter((museum) => museum.exceptions?.length);
    expect(withDates.length).toBeGreaterThan(0);
    for (const museum of withDates) {
      const list = museum.exceptions ?? [];
      const visit = museumVisit(museum);
      expect(visit, museum.id).toMatchObject(appStoredExceptions(list));
      expect(storedExceptions(list)).toEqual(appStoredExceptions(list));
      expect(exceptionsFromStored(visit.exceptions, visit.exceptionNotes)).toEqual(list);
    }
  });
});
