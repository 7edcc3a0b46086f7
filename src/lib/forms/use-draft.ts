import { useCallback, useEffect, useState } from 'react';
import type { FormValues } from './use-form';

/** A form's values kept on this device, and when they were kept. */
export interface Draft {
  savedAt: number;
  values: FormValues;
}

/**
 * Where a draft is kept: the back-office's on the device (`local`: an admin's own computer,
 * through a closed tab and a restart); a visitor's only in the tab (`session`: the guide is
 * used on phones that are lent and shared, and a name, an e-mail or a message should not wait
 * there for the next person).
 */
export type DraftPlace = 'local' | 'session';

/** A draft older than this is not offered: what it was for has probably moved on. */
export const DRAFT_DAYS = 30;
/** Every draft's key starts with it, in either place (listed in src/lib/local-stores.ts). */
export const DRAFT_PREFIX = 'museo.draft.';

function storage(place: DraftPlace): Storage | null {
  try {
    return place === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // blocked (private mode, strict settings): no draft, the warning still holds
  }
}

export function readDraft(place: DraftPlace, key: string, now = Date.now()): Draft | null {
  try {
    const raw = storage(place)?.getItem(DRAFT_PREFIX + key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isDraft(parsed) || now - parsed.savedAt > DRAFT_DAYS * 86_400_000) {
      storage(place)?.removeItem(DRAFT_PREFIX + key);
      return null;
    }
    return parsed;
  } catch {
    return null;
  }
}

export function writeDraft(place: DraftPlace, key: string, values: FormValues, now = Date.now()) {
  try {
    storage(place)?.setItem(DRAFT_PREFIX + key, JSON.stringify({ savedAt: now, values }));
  } catch {
    // Full or blocked: the form still warns before leaving, only the draft is lost.
  }
}

export function clearDraft(place: DraftPlace, key: string) {
  try {
    storage(place)?.removeItem(DRAFT_PREFIX + key);
  } catch {
    // Blocked: there was nothing kept.
  }
}

function isDraft(value: unknown): value is Draft {
  if (typeof value !== 'object' || value === null) return false;
  const savedAt: unknown = Reflect.get(value, 'savedAt');
  const values: unknown = Reflect.get(value, 'values');
  return (
    typeof savedAt === 'number' &&
    typeof values === 'object' &&
    values !== null &&
    Object.values(values).every((each) => typeof each === 'string')
  );
}

export interface DraftOptions {
  /** One per form and record: `work:new:<tour>`, `museum:<id>`. */
  key: string;
  place: DraftPlace;
  /** What is on screen now, and whether it differs from what was loaded or saved. */
  values: FormValues;
  isDirty: () => boolean;
  /** Puts the draft's values back into the form. */
  restore: (values: FormValues) => void;
  /** Fields never kept (a password). */
  omit?: readonly string[];
}

/**
 * Keeps a form's unsaved values as a draft while they differ from what was loaded, and offers a
 * draft left from an earlier visit until the person restores or discards it; meanwhile the old
 * draft is not overwritten. `clear` is for a successful save.
 */
export function useDraft({ key, place, values, isDirty, restore, omit = [] }: DraftOptions) {
  const [offer, setOffer] = useState<Draft | null>(() => {
    const found = readDraft(place, key);
    return found && differs(found.values, values, omit) ? found : null;
  });

  useEffect(() => {
    if (offer) return;
    if (isDirty()) writeDraft(place, key, without(values, omit));
    else clearDraft(place, key);
    // `omit` is a constant of each form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offer, place, key, values, isDirty]);

  const take = useCallback(() => {
    if (offer) restore(offer.values);
    setOffer(null);
  }, [offer, restore]);
  const discard = useCallback(() => {
    clearDraft(place, key);
    setOffer(null);
  }, [place, key]);
  const clear = useCallback(() => clearDraft(place, key), [place, key]);
  return { offer, take, discard, clear };
}

const without = (values: FormValues, omit: readonly string[]) =>
  Object.fromEntries(Object.entries(values).filter(([name]) => !omit.includes(name)));

/** Whether a draft holds something the form does not show already. */
const differs = (kept: FormValues, shown: FormValues, omit: readonly string[]) =>
  Object.entries(kept).some(
    ([name, value]) => !omit.includes(name) && (shown[name] ?? '') !== value,
  );
