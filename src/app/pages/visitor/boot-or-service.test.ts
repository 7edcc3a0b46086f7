import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Museum } from '@/features/museums/model/museum';
import { SLOTS } from '@/config/public-lists';
import type { BootHandoff } from '@/lib/firebase/boot-reads';
import type { RestAnswer } from '@/lib/firebase/rest';
import { fail, ok, type Result } from '@/lib/result';
import { bootData, bootOr } from './boot-or-service';

// What the public pages' loaders share: the boot script's read when it made one, else the
// service's request (docs/adr/0009-boot-time-reads.md).

/** The museum `mnba` as Firestore's REST API answers it to the boot script. */
const MNBA_READ: RestAnswer = {
  name: 'projects/demo-museo-guia/databases/(default)/documents/tematics/mnba',
  fields: {
    name: {
      mapValue: {
        fields: {
          es: { stringValue: 'Museo Nacional de Bellas Artes' },
          en: { stringValue: 'National Museum of Fine Arts' },
        },
      },
    },
    description: {
      mapValue: {
        fields: { es: { stringValue: 'En Recoleta.' }, en: { stringValue: 'In Recoleta.' } },
      },
    },
    image: { nullValue: null },
  },
};

/** What the boot script leaves for the app: its reads by cache slot. */
function bootScriptRead(reads: Record<string, RestAnswer | null>) {
  const handoff: BootHandoff = {
    pathname: '/recorridos/mnba',
    reads: new Map(Object.entries(reads).map(([key, value]) => [key, Promise.resolve(value)])),
  };
  window.__museoBoot = handoff;
}

/** The museum page's read of its museum, with `service` as the museums service's answer. */
async function loadMuseum(service: () => Promise<Result<Museum>>) {
  const boot = await bootData([['MUSEUMS', SLOTS.museum('mnba')]]);
  return bootOr(boot?.bootMuseum('mnba'), service);
}

const FROM_SERVICE = ok({
  id: 'mnba',
  name: { es: 'Desde el servicio', en: 'From the service' },
  description: { es: '', en: '' },
  image: null,
} satisfies Museum);

afterEach(() => {
  window.__museoBoot = undefined;
});

describe('a public page’s data', () => {
  it('is the boot script’s read when it made one: the service is not asked', async () => {
    bootScriptRead({ 'MUSEUMS|get:mnba': MNBA_READ });
    const service = vi.fn(() => Promise.resolve(FROM_SERVICE));
    const result = await loadMuseum(service);
    expect(result).toEqual(
      ok(
        expect.objectContaining({
          id: 'mnba',
          name: { es: 'Museo Nacional de Bellas Artes', en: 'National Museum of Fine Arts' },
          image: null,
        }),
      ),
    );
    expect(service).not.toHaveBeenCalled();
  });

  it('is the service’s answer when the boot script read nothing for it', async () => {
    bootScriptRead({ 'MUSEUMS|get:otro': MNBA_READ });
    const service = vi.fn(() => Promise.resolve(FROM_SERVICE));
    expect(await loadMuseum(service)).toEqual(FROM_SERVICE);
    expect(service).toHaveBeenCalledTimes(1);
  });

  it('is the service’s answer, or its error, when the boot script’s read failed', async () => {
    bootScriptRead({ 'MUSEUMS|get:mnba': null });
    const service = vi.fn(() => Promise.resolve(fail<Museum>('network')));
    expect(await loadMuseum(service)).toEqual(fail('network'));
    expect(service).toHaveBeenCalledTimes(1);
  });

  it('is the service’s answer with no boot script at all, without loading the boot models', async () => {
    expect(bootData([['MUSEUMS', SLOTS.museum('mnba')]])).toBeNull();
    const service = vi.fn(() => Promise.resolve(FROM_SERVICE));
    expect(await loadMuseum(service)).toEqual(FROM_SERVICE);
  });
});
