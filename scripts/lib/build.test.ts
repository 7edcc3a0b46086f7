import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFingerprint } from './build.mjs';

/** A tiny project: what `npm start` would build. */
function project() {
  const root = mkdtempSync(join(tmpdir(), 'museo-build-'));
  mkdirSync(join(root, 'src', 'app'), { recursive: true });
  mkdirSync(join(root, 'public'));
  writeFileSync(join(root, 'index.html'), '<div id="root"></div>');
  writeFileSync(join(root, 'src', 'app', 'page.tsx'), 'export const a = 1;');
  writeFileSync(join(root, 'src', 'app', 'page.test.tsx'), 'it("a", () => {});');
  writeFileSync(join(root, 'public', 'icon.svg'), '<svg/>');
  writeFileSync(join(root, '.env.emulators'), 'VITE_USE_EMULATORS=true\n');
  return root;
}

const ENV = { VITE_EMULATOR_PORT_OFFSET: '0', PATH: '/usr/bin' };

// `npm start` reuses its last build when this fingerprint has not changed: it must change with
// anything that changes the app, and only then.
describe('the build fingerprint', () => {
  it('stays the same when nothing the app is made of changed', () => {
    const root = project();
    const before = buildFingerprint({ root, env: ENV });
    writeFileSync(join(root, 'src', 'app', 'page.test.tsx'), 'it("b", () => {});');
    expect(buildFingerprint({ root, env: { ...ENV, PATH: '/bin', HOME: '/x' } })).toBe(before);
  });

  it('changes with a source, a public file, the page, the configuration or a VITE_ variable', () => {
    const root = project();
    const seen = new Set([buildFingerprint({ root, env: ENV })]);
    const changes: (() => string)[] = [
      () => {
        writeFileSync(join(root, 'src', 'app', 'page.tsx'), 'export const a = 2;');
        return buildFingerprint({ root, env: ENV });
      },
      () => {
        writeFileSync(join(root, 'src', 'app', 'new.css'), 'a { color: red }');
        return buildFingerprint({ root, env: ENV });
      },
      () => {
        writeFileSync(join(root, 'public', 'icon.svg'), '<svg></svg>');
        return buildFingerprint({ root, env: ENV });
      },
      () => {
        writeFileSync(join(root, 'index.html'), '<div id="root">…</div>');
        return buildFingerprint({ root, env: ENV });
      },
      () => {
        writeFileSync(join(root, '.env.emulators.local'), 'VITE_BLOG_URL=https://b.example/\n');
        return buildFingerprint({ root, env: ENV });
      },
      () => buildFingerprint({ root, env: { ...ENV, VITE_EMULATOR_PORT_OFFSET: '14000' } }),
      () => buildFingerprint({ root, env: { ...ENV, MUSEO_PORT_OFFSET: '14000' } }),
    ];
    for (const change of changes) {
      const fingerprint = change();
      expect(seen.has(fingerprint)).toBe(false);
      seen.add(fingerprint);
    }
  });
});
