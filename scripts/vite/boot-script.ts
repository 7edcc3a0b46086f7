import { createHash } from 'node:crypto';
import { build, type Plugin } from 'vite';
import { firstPageCode } from './first-page-code';
import { alias } from './paths';

/**
 * The boot script (src/boot/boot.ts; docs/adr/0009-boot-time-reads.md): built on its own as one
 * small classic script, not a module of the app, so it runs as soon as it arrives and waits for
 * nothing; a file of the app's origin (the CSP allows 'self' only), referenced `async` from the
 * page's <head>. Production builds only: in development the app reads the normal way.
 */
export function bootScript(): Plugin {
  let mode = 'production';
  let envDir: string | false = false;
  let fileName = '';
  return {
    name: 'museo-boot-script',
    apply: 'build',
    configResolved(config) {
      // The same mode and .env files as the app: the same Firebase project and emulators.
      mode = config.mode;
      envDir = config.envDir;
    },
    async buildStart() {
      const output = await build({
        configFile: false,
        mode,
        envDir,
        logLevel: 'warn',
        resolve: { alias },
        build: {
          write: false,
          target: 'es2022',
          minify: true,
          lib: { entry: 'src/boot/boot.ts', formats: ['iife'], name: 'museoBoot' },
        },
      });
      const chunk = [output]
        .flat()
        .flatMap((result) => ('output' in result ? result.output : []))
        .find((file) => file.type === 'chunk');
      if (!chunk) throw new Error('The boot script did not build');
      const hash = createHash('sha256').update(chunk.code).digest('hex').slice(0, 8);
      fileName = `assets/boot-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: chunk.code });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle, chunk }) => [
        {
          tag: 'script',
          attrs: {
            src: `/${fileName}`,
            async: true,
            ...(bundle &&
              chunk && { 'data-first-page': JSON.stringify(firstPageCode(bundle, chunk)) }),
          },
          injectTo: 'head',
        },
      ],
    },
  };
}
