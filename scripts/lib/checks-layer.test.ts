// `npm test` runs the static checks as its first layer: a failing one fails the run, the others
// still run and are counted, and the checks are the ones `npm run typecheck` and `npm run lint` run.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHECKS, runChecksLayer } from './checks-layer.mjs';

const node = (code: string) => ({ command: process.execPath, args: ['-e', code] });

describe('the checks layer', () => {
  it('fails when one check fails, runs the others, and names the one that failed', async () => {
    const layer = await runChecksLayer([
      { name: 'types', ...node('process.exit(0)') },
      { name: 'style', ...node('process.exit(2)') },
      { name: 'rules', ...node('process.exit(0)') },
    ]);
    expect(layer).toMatchObject({
      project: 'checks',
      ok: false,
      code: 1,
      counts: { passed: 2, failed: 1, skipped: 0 },
      reason: 'failed: style',
    });
  });

  it('passes when every check does', async () => {
    const layer = await runChecksLayer([{ name: 'types', ...node('process.exit(0)') }]);
    expect(layer).toMatchObject({ ok: true, counts: { passed: 1, failed: 0 } });
  });

  it('runs what npm run typecheck and npm run lint run', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    const commands = `${scripts.typecheck ?? ''} && ${scripts.lint ?? ''}`
      .split('&&')
      .map((command) => command.trim());
    const ours = CHECKS.map((check) =>
      [
        check.command.split('/').pop(),
        ...check.args.filter((arg) => arg !== '--log-level' && arg !== 'warn'),
      ].join(' '),
    );
    expect(ours).toEqual(commands);
  });
});
