import type { TFunction } from 'i18next';
import type { DeviceKind } from '@/lib/device-kind';
import type { PlayerProblem } from '../model/tour-player';

/** What the player says when the narration stopped, in the words of the visitor's device. */
export function problemText(
  t: TFunction,
  problem: NonNullable<PlayerProblem>,
  device: DeviceKind,
): string {
  switch (problem) {
    case 'offline':
      return t('player.offlineError', { context: device });
    case 'sound':
      return t('player.soundError', { context: device });
    case 'error':
      return t('player.error');
  }
}
