import { useEffect, useState } from 'react';
import type { Visit } from '../model/visit';
import { openingStatus, wallTime, type OpeningStatus, type WallTime } from '../lib/opening-hours';

const HOUR = 3_600_000;
/** A timer fires at its time or later: a little later, the clock is past the minute that changes. */
const MARGIN = 200;

export interface OpeningState {
  status: OpeningStatus | null;
  today: WallTime;
}

/**
 * Whether the museum is open now and which day is today in Buenos Aires, kept true while the
 * page stays open: read again when it opens or closes, at midnight (today moves), at least every
 * hour (a phone that slept) and when the page is shown again. None until just after the first
 * paint: the time zone's formatter is made then, off the page's first task.
 */
export function useOpeningStatus(visit: Pick<Visit, 'hours' | 'exceptions'>): OpeningState | null {
  const [state, setState] = useState<OpeningState | null>(null);
  useEffect(() => {
    if (!visit.hours) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      clearTimeout(timer);
      const now = new Date();
      const today = wallTime(now);
      const status = openingStatus(visit, now);
      setState({ status, today });
      const midnight = (24 * 60 - today.minutes) * 60_000 - today.seconds * 1000;
      const change = status?.changesIn ?? HOUR;
      timer = setTimeout(read, Math.min(change, midnight, HOUR) + MARGIN);
    };
    const shown = () => {
      if (document.visibilityState === 'visible') read();
    };
    timer = setTimeout(read, 0);
    document.addEventListener('visibilitychange', shown);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', shown);
    };
  }, [visit]);
  return state;
}
