// What `npm run bench` prints at the end of a run and writes to .bench/. Nothing here runs at
// import.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AIM, BUDGETS, aimGaps } from './budgets.mjs';
import { lighthouseTable, throttledTable, tourTable } from './tables.mjs';
import { ROOT } from '../local-config.mjs';
import { CLOSED_BYTES_GROWTH, closedExhibitionsTable, scaleTable } from './scale-report.mjs';

/** Writes the report to .bench/bench-{time}.json and .bench/latest.json. */
export function writeReport(report) {
  mkdirSync(join(ROOT, '.bench'), { recursive: true });
  const stamp = report.at.replace(/[:.]/g, '-');
  const json = `${JSON.stringify(report, null, 2)}\n`;
  writeFileSync(join(ROOT, '.bench', `bench-${stamp}.json`), json);
  writeFileSync(join(ROOT, '.bench', 'latest.json'), json);
}

const THROTTLING = '150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, 4x the reference CPU, 390x844';

/** Prints the report's tables, the machine's state and the budgets missed. */
export function printReport(report, { allRoutes, options }) {
  const { indexScripts, lighthouse, throttled, scale, tour, audio, failures } = report;
  const runs = `${options.runs} run(s) per route: median (min–max)`;
  console.log(
    `\nindex.html loads ${indexScripts.files.length} scripts, ${indexScripts.kib.toFixed(1)} KiB gzipped ` +
      `(budget ${BUDGETS.indexScriptsKiB} KiB).`,
  );
  if (lighthouse) {
    console.log(
      `\nLighthouse mobile${scale ? ' at scale' : ''}, ${runs}; "at ref.": the same load ` +
        `simulated at the reference machine's CPU speed; "floor": the route's floor page's\n`,
    );
    console.log(lighthouseTable(lighthouse));
    console.log(`\nFrom the aim (LCP ${AIM.lcpMs} ms, performance ${AIM.performance}):`);
    for (const line of aimGaps(lighthouse)) console.log(`- ${line}`);
    for (const [route, summary] of Object.entries(lighthouse)) {
      for (const audit of summary.failing) console.log(`  ${route}: ${audit}`);
    }
  }
  if (scale) {
    console.log(
      `\nChromium throttled for real (${THROTTLING}) with the demo content, cold, then warm; ${runs}\n`,
    );
    console.log(throttledTable(scale.demo));
  }
  if (throttled) {
    console.log(
      `\nChromium throttled for real (${THROTTLING})${scale ? ' at scale' : ''}, cold, then warm ` +
        `in the same context; ${runs}\n`,
    );
    console.log(throttledTable(throttled));
  }
  if (scale) {
    const { counts } = scale;
    console.log(
      `\nAt scale (${counts.museums} museums, ${counts.tours} tours, ${counts.works} works, ` +
        `${counts.likes} likes, ${counts.comments} comments; ${counts.bigTourLikes} likes and ` +
        `${counts.bigTourComments} comments on ${scale.bigTourId}), against the demo content:\n`,
    );
    console.log(scaleTable({ demo: scale.demo, throttled, lighthouse }));
    if (scale.closedExhibitions) {
      console.log(
        `\nA museum's page at scale, throttled as above, with no exhibition and then with ` +
          `${scale.closedExhibitions.count} closed ones (budget: the same documents and round ` +
          `trips, bytes within ${Math.round(CLOSED_BYTES_GROWTH * 100)} %); ${runs}\n`,
      );
      console.log(closedExhibitionsTable(scale.closedExhibitions));
    }
  }
  if (tour) {
    console.log(
      `\nThe demo tour (${tour.path}) in each language: saved for offline use (MB in Cache ` +
        `Storage; budget <= ${BUDGETS.tourOfflineBytes / 1_000_000} MB), and throttled as above, ` +
        `from pressing play to work 1's first sound, beside its floor (the same narration ` +
        `played by a static page; budget <= ${BUDGETS.tourFirstSoundOverFloorMs} ms over it); ${runs}\n`,
    );
    console.log(tourTable(tour));
  }
  if (audio) {
    console.log(
      `\nNarration byte range: HTTP ${audio.status}, ${audio.bytes} bytes, Accept-Ranges ${audio.acceptRanges ?? 'absent'}.`,
    );
  }
  const measured = Object.keys(report.routes);
  const skipped = [
    options.skipLighthouse && 'Lighthouse',
    options.skipThrottled && 'the throttled load',
    measured.length < allRoutes.length &&
      `routes ${allRoutes.filter((name) => !measured.includes(name)).join(', ')}`,
    // Measured with the demo content only, and only when the tour page is.
    !tour && "the demo tour's offline size and first sound",
    tour && !tour.firstSound && "the demo tour's first sound",
  ].filter(Boolean);
  console.log(
    `\n${report.machine.sentence}\nWritten to .bench/latest.json in ${report.seconds} s.`,
  );
  if (skipped.length > 0)
    console.log(`Not measured (their budgets unchecked): ${skipped.join('; ')}.`);
  if (failures.length > 0) {
    console.log(`\n${failures.length} budget(s) missed:`);
    for (const f of failures) console.log(`  ✖ ${f}`);
  } else {
    console.log('\nEvery budget measured is met.');
  }
}
