// The two measures of `npm run bench`, each run of each route paired with the machine's floor
// measured just before it (scripts/lib/bench/floor.mjs): the CPU task timed, then the route's
// floor page loaded the same way, then the route. Nothing here runs at import.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../local-config.mjs';
import { say } from '../preflight.mjs';
import { CPU_SLOWDOWN, lighthouseRun } from './browser.mjs';
import {
  calibratedSlowdown,
  cpuFactor,
  floorFileName,
  floorPage,
  lighthouseFromFloor,
  throttledFromFloor,
  timeCpuTask,
} from './floor.mjs';
import { floorThrottledRun, routeFacts, throttledRun } from './page-load.mjs';
import { LIGHTHOUSE_FIELDS, THROTTLED_FIELDS, summariseRoute, summariseRun } from './summaries.mjs';
import { writeFloorPages } from './stack.mjs';

const ms = (value) => (typeof value === 'number' ? `${Math.round(value)} ms` : '–');

/**
 * Loads each route once to learn its images' order and its main image and heading, and writes
 * its floor page. `routes` are { [name]: { path, jumpsToWork } }. Returns { imageOrder, floors }:
 * both by route, floors as URLs.
 */
export async function prepareRoutes(browser, routes, site) {
  const imageOrder = {};
  const pages = {};
  for (const [name, { path, jumpsToWork }] of Object.entries(routes)) {
    const facts = await routeFacts(browser, path, site, { jumpsToWork });
    imageOrder[name] = facts.imageOrder;
    if (!facts.image?.src && !facts.image?.srcset) {
      throw new Error(`${name} (${path}): no main image found for its floor page`);
    }
    pages[name] = {
      fileName: floorFileName(name),
      html: floorPage({ lang: facts.lang, heading: facts.heading, image: facts.image }),
    };
  }
  return { imageOrder, floors: writeFloorPages(site, pages) };
}

/** Every route's throttled runs, each after the CPU task and a load of the route's floor page. */
export async function measureThrottled(browser, routes, { runs, site, floors }) {
  const summaries = {};
  const raw = {};
  for (const [name, { path, jumpsToWork }] of Object.entries(routes)) {
    const results = [];
    for (let i = 1; i <= runs; i++) {
      say(`Throttled ${name} (${path}), run ${i}/${runs}…`);
      const cpuTaskMs = timeCpuTask();
      const cpu = calibratedSlowdown(cpuFactor(cpuTaskMs), CPU_SLOWDOWN);
      const floor = await floorThrottledRun(browser, floors[name], site, cpu);
      const run = await throttledRun(browser, path, site, { jumpsToWork, ...cpu });
      results.push({ ...run, floor, ...throttledFromFloor({ cpuTaskMs, cpu, run, floor }) });
    }
    summaries[name] = summariseRoute(results, THROTTLED_FIELDS);
    raw[name] = results;
    const m = summaries[name].median;
    say(
      `${name}: main image ${ms(m.mainImagePaintedMs)} (floor ${ms(m.floorMainImagePaintedMs)}), ` +
        `Firestore ${m.firestoreRequests} requests in ${m.firestoreRounds} round trip(s), ` +
        `${m.firestoreDocuments ?? '–'} documents, ${m.totalKiB?.toFixed(1)} KiB; warm ` +
        `${m.warmFirestoreRequests}; CPU task ${ms(m.cpuTaskMs)}, slowdown ${m.cpuSlowdown?.toFixed(2)}`,
    );
  }
  return { summaries, raw };
}

/**
 * Every route's Lighthouse runs, each after the CPU task and a Lighthouse run of its floor page;
 * each load simulated as it is and at the calibrated slowdown.
 */
export async function measureLighthouse(routes, { runs, site, imageOrder, floors }) {
  const summaries = {};
  const raw = {};
  for (const [name, { path }] of Object.entries(routes)) {
    const results = [];
    for (let i = 1; i <= runs; i++) {
      say(`Lighthouse ${name} (${path}), run ${i}/${runs}…`);
      const cpuTaskMs = timeCpuTask();
      const cpu = calibratedSlowdown(cpuFactor(cpuTaskMs), CPU_SLOWDOWN);
      const options = { hosts: site.hosts, appOrigin: site.appUrl, route: name };
      const floor = summariseRun((await lighthouseRun(floors[name], cpu)).calibrated, options);
      const { lhr, calibrated } = await lighthouseRun(`${site.appUrl}${path}`, cpu);
      const run = summariseRun(lhr, { ...options, imageOrder: imageOrder[name] });
      // The last run's full report, to see which elements shift or which audit failed.
      mkdirSync(join(ROOT, '.bench'), { recursive: true });
      writeFileSync(
        join(ROOT, '.bench', `lighthouse${path.replaceAll('/', '_')}.json`),
        JSON.stringify(lhr),
      );
      if (run.runtimeError) console.error(`  Lighthouse error: ${run.runtimeError}`);
      if (floor.runtimeError) console.error(`  Lighthouse error (floor): ${floor.runtimeError}`);
      results.push({
        ...run,
        ...lighthouseFromFloor({
          cpuTaskMs,
          cpu,
          calibrated: summariseRun(calibrated, options),
          floor,
        }),
      });
    }
    summaries[name] = summariseRoute(results, LIGHTHOUSE_FIELDS);
    raw[name] = results;
    const m = summaries[name].median;
    say(
      `${name}: perf ${m.performance} (${m.performanceAtReference} calibrated), LCP ${ms(m.lcpMs)} ` +
        `(${ms(m.lcpAtReferenceMs)} calibrated, floor ${ms(m.floorLcpMs)}), TBT ${ms(m.tbtMs)} ` +
        `(${ms(m.tbtAtReferenceMs)} calibrated), CLS ${m.cls?.toFixed(3)}; CPU task ${ms(m.cpuTaskMs)}`,
    );
  }
  return { summaries, raw };
}
