import { describe, expect, it } from 'vitest';
import {
  CPU_TASK_REFERENCE_MS,
  calibratedSlowdown,
  cpuFactor,
  SOUND_FLOOR_SCRIPT,
  cpuTask,
  firstSoundFromFloor,
  floorFileName,
  floorPage,
  lighthouseFromFloor,
  machineSentence,
  machineState,
  overFloor,
  throttledFromFloor,
  soundFloorPage,
  timeCpuTask,
} from './floor.mjs';

describe("the machine's floor", () => {
  it('times the CPU task as the median of its runs, leaving out the first', () => {
    // A clock that says each timed run took 10, 30, 20, 500 and 40 ms; the untimed first run
    // reads no clock at all.
    const spans = [10, 30, 20, 500, 40];
    let clock = 0;
    let reads = 0;
    const now = () => {
      reads += 1;
      if (reads % 2 === 0) clock += spans[reads / 2 - 1] ?? 0;
      return clock;
    };
    let runs = 0;
    expect(timeCpuTask({ repeats: 5, task: () => (runs += 1), now })).toBe(30);
    expect(runs).toBe(6);
    // The task itself does the same work every time.
    expect(cpuTask()).toBe(cpuTask());
  });

  it('says how much slower than the reference machine the CPU runs', () => {
    expect(cpuFactor(CPU_TASK_REFERENCE_MS)).toBe(1);
    expect(cpuFactor(150, 100)).toBe(1.5);
    expect(cpuFactor(80, 100)).toBe(0.8);
    expect(cpuFactor(null)).toBeNull();
    expect(cpuFactor(0)).toBeNull();
  });

  it('calibrates the phone’s CPU slowdown to the machine, never below no slowdown', () => {
    expect(calibratedSlowdown(1, 4)).toEqual({ slowdown: 4, calibrated: true });
    // Twice as slow as the reference: half the slowdown gives the same phone.
    expect(calibratedSlowdown(2, 4)).toEqual({ slowdown: 2, calibrated: true });
    // A faster machine is slowed down more.
    expect(calibratedSlowdown(0.8, 4)).toEqual({ slowdown: 5, calibrated: true });
    // More than 4 times slower: as fast as it goes, which is still slower than the phone.
    expect(calibratedSlowdown(5, 4)).toEqual({ slowdown: 1, calibrated: false });
    // Not timed: the phone as configured, said not to be calibrated.
    expect(calibratedSlowdown(null, 4)).toEqual({ slowdown: 4, calibrated: false });
  });

  it('measures a route from its floor', () => {
    expect(overFloor(2335, 800)).toBe(1535);
    expect(overFloor(2335, null)).toBeNull();
    expect(overFloor(undefined, 800)).toBeNull();
  });

  it('sets the Lighthouse budgets on the calibrated simulation, beside the run as it was', () => {
    // A run on a machine twice as slow as the reference: its CPU task took 200 ms.
    const fields = lighthouseFromFloor({
      cpuTaskMs: 200,
      cpu: calibratedSlowdown(cpuFactor(200), 4),
      calibrated: { performance: 96, lcpMs: 2450, tbtMs: 30 },
      floor: { performance: 100, lcpMs: 950 },
    });
    expect(fields).toEqual({
      cpuTaskMs: 200,
      cpuFactor: 2,
      cpuSlowdown: 2,
      calibrated: 1,
      performanceAtReference: 96,
      lcpAtReferenceMs: 2450,
      tbtAtReferenceMs: 30,
      floorLcpMs: 950,
      floorPerformance: 100,
      lcpOverFloorMs: 1500,
    });
    // A floor run that failed leaves the distance unknown, not zero.
    expect(
      lighthouseFromFloor({
        cpuTaskMs: 100,
        cpu: calibratedSlowdown(1, 4),
        calibrated: { performance: 97, lcpMs: 2300, tbtMs: 0 },
        floor: { performance: null, lcpMs: null },
      }).lcpOverFloorMs,
    ).toBeNull();
  });

  it('sets the throttled budget on the main image’s time beyond its floor page’s', () => {
    expect(
      throttledFromFloor({
        cpuTaskMs: 300,
        cpu: calibratedSlowdown(cpuFactor(300), 4),
        run: { mainImagePaintedMs: 2100 },
        floor: { mainImagePaintedMs: 500 },
      }),
    ).toEqual({
      cpuTaskMs: 300,
      cpuFactor: 3,
      cpuSlowdown: 4 / 3,
      calibrated: 1,
      floorMainImagePaintedMs: 500,
      mainImageOverFloorMs: 1600,
    });
  });

  it('writes a floor page with the route’s heading and image and nothing else', () => {
    const html = floorPage({
      lang: 'en',
      heading: 'Social realism & "the street"',
      image: {
        src: 'http://127.0.0.1:9199/v0/b/demo/o/w1%2FmainImg-1200.webp?alt=media&token=a',
        srcset: 'a-640.webp 640w, a-1200.webp 1200w',
        sizes: '(min-width: 48rem) 40rem, 100vw',
        width: '1200',
        height: '900',
        alt: 'A painting <by> someone',
        fetchpriority: 'high',
        class: 'responsive-image',
        loading: 'lazy',
        elementtiming: 'something-else',
      },
    });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(
      '<h1 elementtiming="main-text">Social realism &amp; &quot;the street&quot;</h1>',
    );
    expect(html).toContain(
      '<img elementtiming="main-image" src="http://127.0.0.1:9199/v0/b/demo/o/w1%2FmainImg-1200.webp?alt=media&amp;token=a" ' +
        'srcset="a-640.webp 640w, a-1200.webp 1200w" sizes="(min-width: 48rem) 40rem, 100vw" ' +
        'width="1200" height="900" alt="A painting &lt;by&gt; someone" fetchpriority="high">',
    );
    // Fetched at once, whatever the route did; no styles or scripts of the app.
    expect(html).not.toMatch(/loading=|class=|<script|<link|<style/);
  });

  it('sets the first sound’s budget on its time beyond the same narration played by a static page', () => {
    expect(
      firstSoundFromFloor({
        cpuTaskMs: 100,
        cpu: calibratedSlowdown(cpuFactor(100), 4),
        run: { firstSoundMs: 900 },
        floor: { firstSoundMs: 350 },
      }),
    ).toEqual({
      cpuTaskMs: 100,
      cpuFactor: 1,
      cpuSlowdown: 4,
      calibrated: 1,
      floorFirstSoundMs: 350,
      firstSoundOverFloorMs: 550,
    });
    // A floor that never sounded leaves the distance unknown, not zero.
    expect(
      firstSoundFromFloor({
        cpuTaskMs: 100,
        cpu: calibratedSlowdown(1, 4),
        run: { firstSoundMs: 900 },
        floor: { firstSoundMs: null },
      }).firstSoundOverFloorMs,
    ).toBeNull();
  });

  it('writes a sound floor page: a button that plays the narration as the player holds it', () => {
    const html = soundFloorPage({
      lang: 'en',
      heading: 'Lunch <break>',
      button: 'Play the tour',
      image: 'http://127.0.0.1:9199/v0/b/demo/o/w1%2FmainImg-1200.webp?alt=media&token=b',
      narration: 'http://127.0.0.1:9199/v0/b/demo/o/w1%2Faudio-en.mp3?alt=media&token=a',
    });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1 elementtiming="main-text">Lunch &lt;break&gt;</h1>');
    expect(html).toContain('<button type="button">Play the tour</button>');
    // The work's picture, from the same Storage emulator as the narration.
    expect(html).toContain(
      '<img src="http://127.0.0.1:9199/v0/b/demo/o/w1%2FmainImg-1200.webp?alt=media&amp;token=b" alt="" width="320">',
    );
    expect(html).toContain(
      '<audio preload="none" crossorigin="anonymous" src="http://127.0.0.1:9199/v0/b/demo/o/w1%2Faudio-en.mp3?alt=media&amp;token=a"></audio>',
    );
    // Its one script is a file beside it (no inline script passes the CSP), and plays on press.
    expect(html).toContain(`<script src="${SOUND_FLOOR_SCRIPT.fileName}" defer></script>`);
    expect(html).not.toMatch(/<script>|onclick|autoplay|<link|<style/);
    expect(SOUND_FLOOR_SCRIPT.html).toMatch(/addEventListener\('click'[\s\S]*\.play\(\)/);
  });

  it('calls a run quiet only when no CPU task in it took much longer than on the reference', () => {
    const quiet = machineState([100, 104, 97, 115], 100);
    expect(quiet).toEqual({
      cpuTaskMs: { min: 97, median: 104, max: 115 },
      referenceMs: 100,
      slowest: 1.15,
      quiet: true,
    });
    // One route measured while something else ran is enough to say so.
    const busy = machineState([100, 104, null, 250], 100);
    expect(busy?.quiet).toBe(false);
    expect(busy?.cpuTaskMs.max).toBe(250);
    expect(machineState([null])).toBeNull();
    const machine = { cpus: 2, model: 'Some CPU', loadAverage: [2.04, 2.2, 1.96] };
    expect(machineSentence(quiet, machine)).toBe(
      '2 × Some CPU: the machine was quiet (the CPU task took 97–115 ms (100 ms on the reference machine, quiet); load average 2.0 2.2 2.0 at the end).',
    );
    expect(machineSentence(busy, machine)).toBe(
      '2 × Some CPU: the machine was not quiet: the CPU task took 100–250 ms (100 ms on the reference machine, quiet), up to 2.5 times as long; load average 2.0 2.2 2.0 at the end.',
    );
  });

  it('names each route’s floor page', () => {
    expect(floorFileName('/')).toBe('home.html');
    expect(floorFileName('/museos')).toBe('museos.html');
    expect(floorFileName('/recorridos/{museum}')).toBe('recorridos-museum.html');
    expect(floorFileName('/muestra/{tour}/{number}')).toBe('muestra-tour-number.html');
  });
});
