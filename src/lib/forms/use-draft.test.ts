import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DRAFT_DAYS, readDraft, useDraft, writeDraft } from './use-draft';

const DAY = 86_400_000;

/** The hook over a local draft `key` for a form that shows `name`, as saved: nothing typed. */
const renderUntouched = (key: string, name: string) =>
  renderHook(() =>
    useDraft({ key, place: 'local', values: { name }, isDirty: () => false, restore: vi.fn() }),
  );

describe('drafts', () => {
  it('are kept per form and record, and forgotten after a month', () => {
    writeDraft('local', 'works:new:tour-1', { name: 'Obra' }, 1000);
    expect(readDraft('local', 'works:new:tour-1', 1000 + DAY)).toEqual({
      savedAt: 1000,
      values: { name: 'Obra' },
    });
    expect(readDraft('local', 'works:new:tour-2')).toBeNull();
    expect(readDraft('session', 'works:new:tour-1')).toBeNull();
    expect(readDraft('local', 'works:new:tour-1', 1000 + (DRAFT_DAYS + 1) * DAY)).toBeNull();
    expect(localStorage.getItem('museo.draft.works:new:tour-1')).toBeNull();
  });

  it('ignore what is not a draft', () => {
    localStorage.setItem('museo.draft.x', '{"values":{"a":1}}');
    localStorage.setItem('museo.draft.y', 'not json');
    expect(readDraft('local', 'x')).toBeNull();
    expect(readDraft('local', 'y')).toBeNull();
  });

  it('offer what an earlier visit left, keep it until answered, and never keep a password', () => {
    writeDraft('session', 'account', { email: 'lu@example.com' });
    const restore = vi.fn();
    let values = { email: '', password: '' };
    let dirty = false;
    const { result, rerender } = renderHook(() =>
      useDraft({
        key: 'account',
        place: 'session',
        values,
        isDirty: () => dirty,
        restore,
        omit: ['password'],
      }),
    );
    expect(result.current.offer?.values).toEqual({ email: 'lu@example.com' });
    // Typing before answering does not overwrite the draft on offer.
    values = { email: 'o', password: 'secret' };
    dirty = true;
    rerender();
    expect(readDraft('session', 'account')?.values).toEqual({ email: 'lu@example.com' });

    act(() => result.current.take());
    expect(restore).toHaveBeenCalledWith({ email: 'lu@example.com' });
    expect(result.current.offer).toBeNull();
    values = { email: 'lu@example.com', password: 'secret' };
    rerender();
    expect(readDraft('session', 'account')?.values).toEqual({ email: 'lu@example.com' });

    // Saved: the draft is gone.
    act(() => result.current.clear());
    expect(readDraft('session', 'account')).toBeNull();
  });

  it('offer nothing when the draft holds what the form shows, and go once discarded', () => {
    writeDraft('local', 'museums:m1', { name: 'Igual' });
    const same = renderUntouched('museums:m1', 'Igual');
    expect(same.result.current.offer).toBeNull();

    writeDraft('local', 'museums:m2', { name: 'Otro' });
    const other = renderUntouched('museums:m2', 'Guardado');
    expect(other.result.current.offer?.values).toEqual({ name: 'Otro' });
    act(() => other.result.current.discard());
    expect(other.result.current.offer).toBeNull();
    expect(readDraft('local', 'museums:m2')).toBeNull();
  });
});
