import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n/i18n';
import { emulateDevice, LAPTOP, PHONE } from '@/test/device';
import { ListenButton, PlayTourButton } from './components/listen-button';
import { MiniPlayer } from './components/mini-player';
import type { Track } from './model/track';
import { TourPlayerProvider, useTourPlayer } from './player-context';

/** jsdom has no media pipeline: play/pause are stubs that fire the events a browser would. */
function stubMedia() {
  const state = new WeakMap<HTMLMediaElement, { paused: boolean; time: number }>();
  const get = (element: HTMLMediaElement) => {
    let value = state.get(element);
    if (!value) state.set(element, (value = { paused: true, time: 0 }));
    return value;
  };
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    return get(this).paused;
  });
  vi.spyOn(HTMLMediaElement.prototype, 'currentTime', 'get').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    return get(this).time;
  });
  vi.spyOn(HTMLMediaElement.prototype, 'currentTime', 'set').mockImplementation(function (
    this: HTMLMediaElement,
    value: number,
  ) {
    get(this).time = value;
  });
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    get(this).paused = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    get(this).paused = true;
    this.dispatchEvent(new Event('pause'));
  });
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  return { play, pause };
}

/** What the browser does once the file's header has arrived. */
function loadMetadata(audio: HTMLAudioElement, duration: number) {
  Object.defineProperty(audio, 'duration', { value: duration, configurable: true });
  Object.defineProperty(audio, 'readyState', { value: 1, configurable: true });
  fireEvent(audio, new Event('loadedmetadata'));
}

function lockScreen() {
  const handlers = new Map<string, MediaSessionActionHandler | null>();
  const session = {
    metadata: null as (MediaMetadataInit & { title: string }) | null,
    playbackState: 'none',
    setActionHandler: vi.fn((action: string, handler: MediaSessionActionHandler | null) =>
      handlers.set(action, handler),
    ),
    setPositionState: vi.fn(),
  };
  Object.defineProperty(navigator, 'mediaSession', { value: session, configurable: true });
  vi.stubGlobal(
    'MediaMetadata',
    class {
      title = '';
      constructor(init: MediaMetadataInit) {
        Object.assign(this, init);
      }
    },
  );
  return { session, handlers };
}

const tracksIn = (language: 'es' | 'en'): Track[] =>
  [
    ['w1', 'La sopa de los pobres', 'The Soup of the Poor', 25],
    ['w2', 'Sin pan y sin trabajo', 'Without Bread and Without Work', 31],
    ['w3', 'La hora del almuerzo', 'Lunchtime', 40],
  ].map(([id, es, en, seconds], index) => ({
    id: String(id),
    number: index + 1,
    title: String(language === 'es' ? es : en),
    artist: 'Artist',
    src: `https://media.test/${String(id)}/audio-${language}.mp3`,
    duration: Number(seconds),
  }));

/** What the page reads to show the tour's end. */
function Finished() {
  return <output data-testid="finished">{useTourPlayer().finished ? 'yes' : 'no'}</output>;
}

function Tour({ language = 'en' as 'es' | 'en' }) {
  const tracks = tracksIn(language);
  return (
    <TourPlayerProvider tourId="t1" album="Realism" language={language} tracks={tracks}>
      <PlayTourButton />
      {tracks.map((track, index) => (
        <ListenButton key={track.id} index={index} />
      ))}
      <MiniPlayer />
      <Finished />
    </TourPlayerProvider>
  );
}

const audioOf = (container: HTMLElement) => {
  const audio = container.querySelector('audio');
  if (!audio) throw new Error('no audio element');
  return audio;
};
const bar = () => screen.getByRole('region', { name: 'Tour player' });

beforeAll(async () => {
  await initI18n();
});

let media: ReturnType<typeof stubMedia>;
beforeEach(async () => {
  localStorage.clear();
  await i18next.changeLanguage('en');
  media = stubMedia();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaSession');
});

describe('the tour player', () => {
  it('shows each work’s length before anything plays, and downloads nothing yet', () => {
    const { container } = render(<Tour />);
    expect(
      screen.getByRole('button', { name: 'Listen · 0:25: The Soup of the Poor' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /^Listen · 0:40/ })).toBeVisible();
    expect(audioOf(container).getAttribute('src')).toBeNull();
    expect(audioOf(container).getAttribute('preload')).toBe('none');
    // The bar appears only once the visitor starts listening.
    expect(screen.queryByRole('region', { name: 'Tour player' })).toBeNull();
  });

  it('plays the tour through: work 1, then work 2 by itself when work 1 ends', async () => {
    const user = userEvent.setup();
    const { container } = render(<Tour />);
    const audio = audioOf(container);
    await user.click(screen.getByRole('button', { name: 'Play the tour' }));
    expect(media.play).toHaveBeenCalledTimes(1);
    expect(audio.src).toBe('https://media.test/w1/audio-en.mp3');
    expect(within(bar()).getByText('The Soup of the Poor')).toBeVisible();
    expect(within(bar()).getByText('1 of 3', { exact: false })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pause the tour' })).toBeVisible();

    fireEvent(audio, new Event('ended'));
    expect(audio.src).toBe('https://media.test/w2/audio-en.mp3');
    expect(media.play).toHaveBeenCalledTimes(2);
    expect(within(bar()).getByText('Without Bread and Without Work')).toBeVisible();
  });

  it('says the tour is over when its last work ends, and not before', async () => {
    const user = userEvent.setup();
    const { container } = render(<Tour />);
    const audio = audioOf(container);
    await user.click(screen.getByRole('button', { name: 'Play the tour' }));
    expect(screen.getByTestId('finished')).toHaveTextContent('no');
    fireEvent(audio, new Event('ended'));
    fireEvent(audio, new Event('ended'));
    expect(audio.src).toBe('https://media.test/w3/audio-en.mp3');
    expect(screen.getByTestId('finished')).toHaveTextContent('no');
    fireEvent(audio, new Event('ended'));
    expect(screen.getByTestId('finished')).toHaveTextContent('yes');
    // Playing a work again starts the tour anew.
    await user.click(screen.getByRole('button', { name: /^Listen · 0:25/ }));
    expect(screen.getByTestId('finished')).toHaveTextContent('no');
  });

  it('stops at the end of a work when the visitor turned "Auto" off', async () => {
    const user = userEvent.setup();
    const { container } = render(<Tour />);
    const audio = audioOf(container);
    await user.click(screen.getByRole('button', { name: /^Listen · 0:31/ }));
    expect(audio.src).toBe('https://media.test/w2/audio-en.mp3');
    const auto = within(bar()).getByRole('button', { name: /^Auto/ });
    expect(auto).toHaveAttribute('aria-pressed', 'true');
    await user.click(auto);
    expect(auto).toHaveAttribute('aria-pressed', 'false');
    fireEvent(audio, new Event('pause'));
    fireEvent(audio, new Event('ended'));
    expect(audio.src).toBe('https://media.test/w2/audio-en.mp3');
    expect(localStorage.getItem('museo.autoAdvance')).toBe('off');
  });

  it('moves through the tour from the lock screen, which names the current work', async () => {
    const { session, handlers } = lockScreen();
    const user = userEvent.setup();
    const { container } = render(<Tour />);
    await user.click(screen.getByRole('button', { name: 'Play the tour' }));
    expect(session.metadata?.title).toBe('The Soup of the Poor');
    expect(session.metadata?.album).toBe('Realism');
    expect(handlers.get('previoustrack')).toBeNull();
    handlers.get('nexttrack')?.({ action: 'nexttrack' });
    expect(audioOf(container).src).toBe('https://media.test/w2/audio-en.mp3');
    expect(session.metadata?.title).toBe('Without Bread and Without Work');
    expect(handlers.get('previoustrack')).toBeTypeOf('function');
    // The last work offers no "next".
    handlers.get('nexttrack')?.({ action: 'nexttrack' });
    expect(handlers.get('nexttrack')).toBeNull();
  });

  it('follows a language switch at the same work and keeps playing', async () => {
    const user = userEvent.setup();
    const { container, rerender } = render(<Tour language="en" />);
    await user.click(screen.getByRole('button', { name: /^Listen · 0:31/ }));
    await i18next.changeLanguage('es');
    rerender(<Tour language="es" />);
    const audio = audioOf(container);
    expect(audio.src).toBe('https://media.test/w2/audio-es.mp3');
    expect(audio.paused).toBe(false);
    const spanishBar = screen.getByRole('region', { name: 'Reproductor del recorrido' });
    expect(within(spanishBar).getByText('Sin pan y sin trabajo')).toBeVisible();
  });

  it('skips 15 s, seeks without dragging, and remembers the place in the tour', async () => {
    const user = userEvent.setup();
    const { container, unmount } = render(<Tour />);
    await user.click(screen.getByRole('button', { name: /^Listen · 0:40/ }));
    const audio = audioOf(container);
    loadMetadata(audio, 40);
    await user.click(within(bar()).getByRole('button', { name: '+15 s: forward 15 seconds' }));
    expect(audio.currentTime).toBe(15);
    const seek = within(bar()).getByRole('slider', { name: 'Audio position' });
    fireEvent.change(seek, { target: { value: '30' } });
    expect(audio.currentTime).toBe(30);
    expect(seek).toHaveAttribute('aria-valuetext', '0:30 of 0:40');
    await user.click(within(bar()).getByRole('button', { name: '−15 s: back 15 seconds' }));
    expect(audio.currentTime).toBe(15);
    await user.click(within(bar()).getByRole('button', { name: 'Pause' }));
    unmount();

    // Back on the tour later: the bar is there, at work 3, where it was left.
    render(<Tour />);
    expect(within(bar()).getByText('Lunchtime')).toBeVisible();
    expect(within(bar()).getByText('0:15')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue at work 3' })).toBeVisible();
  });

  it('keeps the seek bar when the browser first gives the narration a length of 0 (WebKitGTK)', async () => {
    const user = userEvent.setup();
    const { container } = render(<Tour />);
    await user.click(screen.getByRole('button', { name: /^Listen · 0:40/ }));
    const audio = audioOf(container);
    loadMetadata(audio, 0);
    const seek = within(bar()).getByRole('slider', { name: 'Audio position' });
    // The length recorded when the narration was uploaded stands in.
    expect(seek).toBeEnabled();
    expect(seek).toHaveAttribute('max', '40');
    fireEvent.change(seek, { target: { value: '30' } });
    expect(audio.currentTime).toBe(30);
    // The browser learns the real length without a durationchange; the bar follows it.
    Object.defineProperty(audio, 'duration', { value: 41.5, configurable: true });
    fireEvent(audio, new Event('timeupdate'));
    expect(seek).toHaveAttribute('aria-valuetext', '0:30 of 0:41');
  });

  it('comes back to where the visitor left off though the browser first holds the narration at its start (WebKitGTK)', async () => {
    const user = userEvent.setup();
    const first = render(<Tour />);
    await user.click(screen.getByRole('button', { name: /^Listen · 0:40/ }));
    const audio = audioOf(first.container);
    loadMetadata(audio, 40);
    audio.currentTime = 12.5;
    fireEvent(audio, new Event('timeupdate'));
    await user.click(within(bar()).getByRole('button', { name: 'Pause' }));
    first.unmount();

    const again = render(<Tour />);
    await user.click(screen.getByRole('button', { name: /^Continue at work/ }));
    const resumed = audioOf(again.container);
    loadMetadata(resumed, 0);
    // The element did not take the place: it plays from its start.
    resumed.currentTime = 0.2;
    fireEvent(resumed, new Event('timeupdate'));
    expect(resumed.currentTime).toBe(12); // saved to the second
    // Once there, it is left alone, and a seek of the visitor's is theirs.
    resumed.currentTime = 3;
    fireEvent(resumed, new Event('timeupdate'));
    expect(resumed.currentTime).toBe(3);
  });

  it('stops saying it loads once the narration moves, though the browser never says it plays (WebKitGTK)', async () => {
    const user = userEvent.setup();
    const { container } = render(<Tour />);
    await user.click(screen.getByRole('button', { name: 'Play the tour' }));
    const audio = audioOf(container);
    loadMetadata(audio, 25);
    fireEvent(audio, new Event('waiting'));
    expect(within(bar()).getByRole('status')).toHaveTextContent('Loading the audio…');
    // A timeupdate where the narration stands (as after a seek) is no sign of playing.
    fireEvent(audio, new Event('timeupdate'));
    expect(within(bar()).getByRole('status')).toHaveTextContent('Loading the audio…');
    audio.currentTime = 0.4;
    fireEvent(audio, new Event('timeupdate'));
    expect(within(bar()).getByRole('status')).toHaveTextContent('');
  });

  it.each([
    ['a phone', PHONE, 'this phone'],
    ['a laptop', LAPTOP, 'this device'],
  ])('says so on %s when the narration cannot load offline', async (_, device, where) => {
    emulateDevice(device);
    const user = userEvent.setup();
    const { container } = render(<Tour />);
    await user.click(screen.getByRole('button', { name: 'Play the tour' }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent(audioOf(container), new Event('error'));
    expect(within(bar()).getByRole('status')).toHaveTextContent(
      `You are offline and this audio is not saved on ${where}.`,
    );
  });

  it.each([
    ['a phone', PHONE, 'This phone'],
    ['a laptop', LAPTOP, 'This device'],
  ])(
    'says on %s that the device could not play the narration, and stops it, when it fails to play out',
    async (_, device, what) => {
      emulateDevice(device);
      const user = userEvent.setup();
      const { container } = render(<Tour />);
      await user.click(screen.getByRole('button', { name: 'Play the tour' }));
      const audio = audioOf(container);
      expect(audio.paused).toBe(false);
      // What Firefox reports when it cannot open the sound output: a decode error, mid-play.
      Object.defineProperty(audio, 'error', { value: { code: 3 }, configurable: true });
      fireEvent(audio, new Event('error'));
      expect(within(bar()).getByRole('status')).toHaveTextContent(
        `${what} could not play the audio. Check that its sound works (volume, headphones) and try again.`,
      );
      expect(audio.paused).toBe(true);
      expect(within(bar()).getByRole('button', { name: 'Play' })).toBeVisible();

      // Playing again clears the message.
      await user.click(within(bar()).getByRole('button', { name: 'Play' }));
      expect(within(bar()).getByRole('status')).toHaveTextContent('');
    },
  );

  it('fetches narrations with CORS, so a service worker may answer them from a saved tour', () => {
    const { container } = render(<Tour />);
    expect(audioOf(container)).toHaveAttribute('crossorigin', 'anonymous');
  });

  it('says the audio could not load, to check the connection, when its file fails to arrive', async () => {
    const user = userEvent.setup();
    const { container } = render(<Tour />);
    await user.click(screen.getByRole('button', { name: 'Play the tour' }));
    const audio = audioOf(container);
    Object.defineProperty(audio, 'error', { value: { code: 2 }, configurable: true });
    fireEvent(audio, new Event('error'));
    expect(within(bar()).getByRole('status')).toHaveTextContent(
      'The audio could not load. Check your connection and try again.',
    );
    expect(audio.paused).toBe(true);
  });
});
