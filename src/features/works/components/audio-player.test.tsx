import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n/i18n';
import { AudioPlayer, type AudioPlayerProps } from './audio-player';

/** jsdom has no media pipeline: play/pause/load are stubs that fire the events a browser would. */
function stubMedia() {
  const state = new WeakMap<HTMLMediaElement, { paused: boolean; time: number }>();
  const get = (el: HTMLMediaElement) => {
    let s = state.get(el);
    if (!s) state.set(el, (s = { paused: true, time: 0 }));
    return s;
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

/** What the browser does once the file's header arrived. */
function loadMetadata(audio: HTMLAudioElement, duration: number) {
  Object.defineProperty(audio, 'duration', { value: duration, configurable: true });
  fireEvent(audio, new Event('loadedmetadata'));
}

function mediaSessionStub() {
  const handlers = new Map<string, MediaSessionActionHandler | null>();
  const session = {
    metadata: null as MediaMetadata | null,
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

const props: AudioPlayerProps = {
  workId: 'w1',
  language: 'en',
  src: 'https://media.test/w1/audio-en.mp3',
  title: 'Manifestación',
  artist: 'Antonio Berni',
  album: 'Realismo',
  artwork: { src: 'https://media.test/w1/mainImg.webp', type: 'image/webp' },
};

const audioOf = (container: HTMLElement) => {
  const audio = container.querySelector('audio');
  if (!audio) throw new Error('no audio element');
  return audio;
};

beforeAll(async () => {
  await initI18n();
});

let media: ReturnType<typeof stubMedia>;
beforeEach(async () => {
  await i18next.changeLanguage('en');
  media = stubMedia();
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaSession');
});

describe('AudioPlayer', () => {
  it('plays and pauses, and shows elapsed and total time once the file is known', async () => {
    const user = userEvent.setup();
    const { container } = render(<AudioPlayer {...props} />);
    const audio = audioOf(container);
    expect(audio.getAttribute('src')).toBe(props.src);
    // Nothing downloaded before the visitor asks (data costs): seeking waits for the file.
    expect(audio.getAttribute('preload')).toBe('none');
    expect(screen.getByRole('slider', { name: 'Audio position' })).toBeDisabled();
    expect(screen.getByText('–:––')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(media.play).toHaveBeenCalledTimes(1);
    loadMetadata(audio, 125);
    expect(screen.getByText('2:05')).toBeInTheDocument();
    const seek = screen.getByRole('slider', { name: 'Audio position' });
    expect(seek).toBeEnabled();
    expect(seek).toHaveAttribute('aria-valuetext', '0:00 of 2:05');

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(media.pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /Play|Resume/ })).toBeInTheDocument();
  });

  it('skips 15 s either way and seeks with the range, without dragging', async () => {
    const user = userEvent.setup();
    const { container } = render(<AudioPlayer {...props} />);
    const audio = audioOf(container);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    loadMetadata(audio, 100);

    await user.click(screen.getByRole('button', { name: '+15 s: forward 15 seconds' }));
    await user.click(screen.getByRole('button', { name: '+15 s: forward 15 seconds' }));
    expect(audio.currentTime).toBe(30);
    await user.click(screen.getByRole('button', { name: '−15 s: back 15 seconds' }));
    expect(audio.currentTime).toBe(15);
    // Never past either end.
    for (let i = 0; i < 3; i += 1) {
      await user.click(screen.getByRole('button', { name: '−15 s: back 15 seconds' }));
    }
    expect(audio.currentTime).toBe(0);

    const seek = screen.getByRole('slider', { name: 'Audio position' });
    fireEvent.change(seek, { target: { value: '80' } });
    expect(audio.currentTime).toBe(80);
    expect(seek).toHaveAttribute('aria-valuetext', '1:20 of 1:40');
  });

  it('offers speeds from 0.75x to 1.5x with clear labels and remembers the choice', async () => {
    const user = userEvent.setup();
    const { container, unmount } = render(<AudioPlayer {...props} />);
    const speed = screen.getByRole('combobox', { name: 'Speed' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '0.75× (slower)',
      '1× (normal)',
      '1.25× (faster)',
      '1.5× (fastest)',
    ]);
    expect(speed).toHaveValue('1');
    await user.selectOptions(speed, '1.5');
    expect(audioOf(container).playbackRate).toBe(1.5);
    unmount();

    render(<AudioPlayer {...props} workId="w2" />);
    expect(screen.getByRole('combobox', { name: 'Speed' })).toHaveValue('1.5');
  });

  it('resumes each work where the visitor left it, in each language', async () => {
    const user = userEvent.setup();
    const first = render(<AudioPlayer {...props} />);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    const audio = audioOf(first.container);
    loadMetadata(audio, 120);
    fireEvent.change(screen.getByRole('slider', { name: 'Audio position' }), {
      target: { value: '42' },
    });
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    first.unmount();

    const again = render(<AudioPlayer {...props} />);
    // Before anything loads, it already says where it will continue.
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(screen.getByText('0:42')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    const audio2 = audioOf(again.container);
    loadMetadata(audio2, 120);
    expect(audio2.currentTime).toBe(42);
    again.unmount();

    // Another work, or the same one in Spanish, starts at the beginning.
    render(<AudioPlayer {...props} language="es" src="https://media.test/w1/audio-es.mp3" />);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('switches the track with the language, and keeps playing', async () => {
    const user = userEvent.setup();
    const { container, rerender } = render(<AudioPlayer {...props} />);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(media.play).toHaveBeenCalledTimes(1);
    rerender(<AudioPlayer {...props} language="es" src="https://media.test/w1/audio-es.mp3" />);
    expect(audioOf(container).getAttribute('src')).toBe('https://media.test/w1/audio-es.mp3');
    expect(media.play).toHaveBeenCalledTimes(2);
  });

  it('goes to the previous and next work, and starts when asked from elsewhere', async () => {
    const user = userEvent.setup();
    const previous = { label: 'Work 1: A', go: vi.fn() };
    const next = { label: 'Work 3: C', go: vi.fn() };
    const { rerender } = render(<AudioPlayer {...props} previous={previous} next={next} />);
    await user.click(screen.getByRole('button', { name: 'Previous: Work 1: A' }));
    await user.click(screen.getByRole('button', { name: 'Next: Work 3: C' }));
    expect(previous.go).toHaveBeenCalledTimes(1);
    expect(next.go).toHaveBeenCalledTimes(1);

    rerender(<AudioPlayer {...props} previous={previous} playSignal={1} />);
    expect(screen.getByRole('button', { name: 'No next work' })).toBeDisabled();
    expect(media.play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus();
  });

  it('drives the lock screen through the Media Session API', async () => {
    const { session, handlers } = mediaSessionStub();
    const user = userEvent.setup();
    const next = { label: 'Work 2: B', go: vi.fn() };
    const { container } = render(<AudioPlayer {...props} next={next} />);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    const audio = audioOf(container);
    loadMetadata(audio, 90);

    expect(session.metadata).toMatchObject({
      title: 'Manifestación',
      artist: 'Antonio Berni',
      album: 'Realismo',
      artwork: [{ src: props.artwork?.src, type: 'image/webp' }],
    });
    expect(session.playbackState).toBe('playing');
    expect(session.setPositionState).toHaveBeenLastCalledWith({
      duration: 90,
      playbackRate: 1,
      position: 0,
    });
    act(() => handlers.get('seekforward')?.({ action: 'seekforward' }));
    expect(audio.currentTime).toBe(15);
    act(() => handlers.get('seekto')?.({ action: 'seekto', seekTime: 60 }));
    expect(audio.currentTime).toBe(60);
    act(() => handlers.get('nexttrack')?.({ action: 'nexttrack' }));
    expect(next.go).toHaveBeenCalledTimes(1);
    expect(handlers.get('previoustrack')).toBeNull();
    act(() => handlers.get('pause')?.({ action: 'pause' }));
    expect(session.playbackState).toBe('paused');
  });

  it('says so when the audio cannot load', async () => {
    const user = userEvent.setup();
    const { container } = render(<AudioPlayer {...props} />);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    fireEvent(audioOf(container), new Event('error'));
    expect(screen.getByRole('status')).toHaveTextContent('The audio could not load');
  });
});
