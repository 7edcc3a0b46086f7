import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n/i18n';
import { emulateDevice, LAPTOP, PHONE, type FakeDevice } from '@/test/device';
import { SaveTour } from './save-tour';
import { useSaveTour, type SaveProblem, type SaveState } from './use-save-tour';

vi.mock('./use-save-tour', () => ({ useSaveTour: vi.fn() }));

const FILES = { common: [], es: [], en: [] };

/** The sheet as it reads in one state (its content stays mounted while it is closed). */
function renderIn(state: SaveState, problem: SaveProblem = null) {
  vi.mocked(useSaveTour).mockReturnValue({
    supported: true,
    state,
    choice: 'current',
    setChoice: vi.fn(),
    sizes: { current: 5_000_000, both: 8_000_000 },
    problem,
    save: vi.fn(),
    cancel: vi.fn(),
    remove: vi.fn(),
  });
  return render(<SaveTour tourId="t1" files={FILES} data={{}} />);
}

const SAVED: SaveState = { status: 'saved', bytes: 5_000_000, savedAt: 0, persisted: true };

const CASES: [string, FakeDevice, 'es' | 'en', Record<string, RegExp | string>][] = [
  [
    'a phone in Spanish',
    PHONE,
    'es',
    {
      intro: /quedan en este teléfono\./,
      saved: /^Guardado en este teléfono \(5(,0)? MB\): funciona sin señal\.$/,
      remove: 'Quitar del teléfono',
      quota: 'No hay espacio suficiente en el teléfono para guardar este recorrido.',
    },
  ],
  [
    'a laptop in Spanish',
    LAPTOP,
    'es',
    {
      intro: /quedan en este dispositivo\./,
      saved: /^Guardado en este dispositivo \(5(,0)? MB\): funciona sin conexión\.$/,
      remove: 'Quitar del dispositivo',
      quota: 'No hay espacio suficiente en este dispositivo para guardar este recorrido.',
    },
  ],
  [
    'a phone in English',
    PHONE,
    'en',
    {
      intro: /stay on this phone\./,
      saved: /^Saved on this phone \(5(\.0)? MB\): works with no signal\.$/,
      remove: 'Remove from this phone',
      quota: 'There is not enough space on this phone to save this tour.',
    },
  ],
  [
    'a laptop in English',
    LAPTOP,
    'en',
    {
      intro: /stay on this device\./,
      saved: /^Saved on this device \(5(\.0)? MB\): works offline\.$/,
      remove: 'Remove from this device',
      quota: 'There is not enough space on this device to save this tour.',
    },
  ],
];

describe('SaveTour wording', () => {
  beforeEach(async () => {
    await initI18n('es');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(CASES)('on %s names the device the tour is saved on', async (_, device, lang, text) => {
    emulateDevice(device);
    await i18next.changeLanguage(lang);

    const { unmount } = renderIn({ status: 'idle' });
    expect(screen.getByText(text.intro ?? '')).toBeInTheDocument();
    unmount();

    renderIn(SAVED, 'quota');
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent(text.saved ?? '');
    expect(screen.getByRole('button', { name: text.remove, hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('alert', { hidden: true })).toHaveTextContent(text.quota ?? '');
    // Neither word of the other kind of device slips in.
    const other = device === PHONE ? /dispositivo|device/ : /teléfono|phone/;
    expect(document.body.textContent).not.toMatch(other);
  });
});
