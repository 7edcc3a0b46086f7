import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { scratchFolder, startHelper, waitUntil } from './processes';
import { missingFor, pathOf } from './requirements.mjs';

export interface SoundCard {
  /** The PULSE_SERVER a browser plays to. */
  readonly server: string;
  stop(): Promise<void>;
}

/**
 * A sound card that plays nothing but keeps real time: a PulseAudio server of the harness's own
 * with one null sink, on a socket in a scratch folder. Test machines have no sound device, and
 * Firefox fails a narration it cannot play out loud; a null ALSA device would not do, it takes
 * samples as fast as they come, so a minute of narration would end in a few seconds.
 */
export async function startSilentSoundCard(): Promise<SoundCard> {
  const pulseaudio = pathOf('firefox', 'PulseAudio');
  if (!pulseaudio) throw new Error(missingFor('firefox') ?? 'PulseAudio is missing');
  const folder = scratchFolder('sound');
  const socket = join(folder.path, 'native');
  const server = startHelper(
    'PulseAudio',
    pulseaudio,
    [
      '--daemonize=no',
      '--exit-idle-time=-1',
      '--disallow-exit',
      '-n',
      '--load=module-null-sink sink_name=silent',
      `--load=module-native-protocol-unix socket=${socket} auth-anonymous=1`,
      '--log-target=stderr',
    ],
    // Its own home and runtime folder: nothing of a developer's sound settings is read or written.
    {
      ...process.env,
      HOME: folder.path,
      XDG_RUNTIME_DIR: folder.path,
      XDG_CONFIG_HOME: folder.path,
    },
  );
  try {
    await waitUntil(server, () => existsSync(socket));
  } catch (error) {
    folder.remove();
    throw error;
  }
  return {
    server: `unix:${socket}`,
    async stop() {
      await server.stop();
      folder.remove();
    },
  };
}
