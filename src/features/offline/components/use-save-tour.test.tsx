import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as store from '../lib/offline-store';
import { useSaveTour } from './use-save-tour';

vi.mock('../lib/offline-store', async (importOriginal) => ({
  ...(await importOriginal<typeof store>()),
  offlineSupported: () => true,
  getSavedTour: vi.fn(() => Promise.resolve(null)),
  requestPersistence: vi.fn(),
  saveTour: vi.fn(),
}));

const FILES = { common: [{ url: 'https://media.test/a.webp', size: 1000 }], es: [], en: [] };
const SAVED = { id: 't1', savedAt: 1, bytes: 1000, files: [], data: {} };

afterEach(() => {
  vi.clearAllMocks();
});

describe('useSaveTour', () => {
  it('says the tour is saved once its files are, while the browser still asks whether to keep it', async () => {
    // Firefox asks the visitor, and answers only once they have chosen.
    let answer: (granted: boolean) => void = () => undefined;
    vi.mocked(store.requestPersistence).mockReturnValue(
      new Promise((resolve) => (answer = resolve)),
    );
    vi.mocked(store.saveTour).mockResolvedValue(SAVED);
    const { result } = renderHook(() => useSaveTour('t1', FILES, {}, 'es'));
    await waitFor(() => expect(result.current.state.status).toBe('idle'));

    await act(() => result.current.save());
    expect(result.current.state).toEqual({
      status: 'saved',
      bytes: 1000,
      savedAt: 1,
      persisted: null,
    });

    // The answer, when it comes, says whether the browser may evict it.
    act(() => answer(false));
    await waitFor(() => expect(result.current.state).toMatchObject({ persisted: false }));
  });
});
