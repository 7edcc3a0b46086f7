import { useEffect, useRef, useState } from 'react';
import { OfflineSaveError, totalBytes, type OfflineFile } from '../lib/offline-files';
import {
  getSavedTour,
  offlineReady,
  offlineSupported,
  removeTour,
  requestPersistence,
  saveTour,
} from '../lib/offline-store';

export interface TourFiles {
  /** Images, maps, cover: needed in any language. */
  common: OfflineFile[];
  es: OfflineFile[];
  en: OfflineFile[];
}

export type SaveChoice = 'current' | 'both';
export type SaveState =
  | { status: 'checking' }
  | { status: 'idle' }
  | { status: 'saving'; done: number; total: number }
  /** Every file is on the device; waiting for the service worker that answers them offline. */
  | { status: 'finishing'; total: number }
  | { status: 'saved'; bytes: number; savedAt: number; persisted: boolean | null }
  | { status: 'removing' };
/** What went wrong, as a key of `offline.errors`. */
export type SaveProblem = 'network' | 'quota' | 'remove' | null;

/** Whether a tour is saved on this device, and saving, cancelling and removing it. */
export function useSaveTour(
  tourId: string,
  files: TourFiles,
  data: unknown,
  language: 'es' | 'en',
) {
  const [state, setState] = useState<SaveState>({ status: 'checking' });
  const [choice, setChoice] = useState<SaveChoice>('current');
  const [problem, setProblem] = useState<SaveProblem>(null);
  const abort = useRef<AbortController | null>(null);
  const supported = offlineSupported();

  useEffect(() => {
    let live = true;
    // Read after an await: a function, so that the check is not taken as always true.
    const isLive = () => live;
    if (!supported) return;
    void getSavedTour(tourId).then(async (saved) => {
      if (!live) return;
      if (!saved) {
        setState({ status: 'idle' });
        return;
      }
      setState({ status: 'finishing', total: saved.bytes });
      await offlineReady();
      if (isLive()) {
        setState({ status: 'saved', bytes: saved.bytes, savedAt: saved.savedAt, persisted: null });
      }
    });
    return () => {
      live = false;
      abort.current?.abort();
    };
  }, [tourId, supported]);

  const sizes = {
    current: totalBytes([...files.common, ...files[language]]),
    both: totalBytes([...files.common, ...files.es, ...files.en]),
  };

  const save = async () => {
    if (abort.current) return; // one download at a time
    setProblem(null);
    const chosen =
      choice === 'both'
        ? [...files.common, ...files.es, ...files.en]
        : [...files.common, ...files[language]];
    const controller = new AbortController();
    abort.current = controller;
    setState({ status: 'saving', done: 0, total: totalBytes(chosen) });
    const persisted = requestPersistence();
    try {
      const saved = await saveTour(tourId, data, chosen, {
        signal: controller.signal,
        onProgress: (done, total) => setState({ status: 'saving', done, total }),
      });
      // Saved only once it opens with no connection: the service worker must control the page.
      setState({ status: 'finishing', total: saved.bytes });
      await offlineReady();
      // Saved is saved, whatever the browser says about keeping it: Firefox asks the visitor
      // whether the site may store data for good and answers only once they have chosen, which
      // left the sheet at "Downloading… 100 %" until then (and for ever if they never did).
      setState({ status: 'saved', bytes: saved.bytes, savedAt: saved.savedAt, persisted: null });
      void persisted.then((granted) =>
        setState((current) =>
          current.status === 'saved' && current.savedAt === saved.savedAt
            ? { ...current, persisted: granted }
            : current,
        ),
      );
    } catch (error) {
      setState({ status: 'idle' });
      const reason = error instanceof OfflineSaveError ? error.reason : 'network';
      if (reason !== 'aborted') setProblem(reason);
    } finally {
      abort.current = null;
    }
  };

  const remove = async () => {
    setProblem(null);
    setState({ status: 'removing' });
    try {
      await removeTour(tourId);
      setState({ status: 'idle' });
    } catch {
      setProblem('remove');
      setState({ status: 'idle' });
    }
  };

  return {
    supported,
    state,
    choice,
    setChoice,
    sizes,
    problem,
    save,
    cancel: () => abort.current?.abort(),
    remove,
  };
}
