import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Tour } from '@/features/tours/model/tour';
import { createWork, editWork } from '@/features/works/api/work-edits';
import type { Work } from '@/features/works/model/work';
import {
  NarrationFailure,
  narrationJob,
  type NarrationJob,
  type NarrationState,
} from '@/features/cpanel/audio/narration-job';
import type { MediaFile } from '@/lib/firebase/media-file';
import { listWorksOfTourUncached } from '@/features/works/api/works';
import { fillRequired, photo } from './test-support';
import { WorkForm } from './work-form';
import { aWork, renderFormPage, startInSpanish, text } from '@/features/cpanel/test-support';

vi.mock('@/features/works/api/work-edits', () => ({ createWork: vi.fn(), editWork: vi.fn() }));
vi.mock('@/features/works/api/works', async () =>
  (await import('@/features/cpanel/test-support')).noOtherWorks(),
);
vi.mock('@/features/tours/api/tours', () => ({ listAllTours: vi.fn() }));
// jsdom decodes neither images nor audio: the resizer and the narration's processing hand back
// fixed answers (the pipeline itself is tested in Node, and in Chromium by the e2e journeys).
vi.mock('@/lib/resize-image', async () =>
  (await import('@/features/cpanel/test-support')).fakeResizeImage(1000, 750),
);
vi.mock('@/features/cpanel/audio/narration-job', async (original) => ({
  ...(await original<typeof import('@/features/cpanel/audio/narration-job')>()),
  narrationJob: vi.fn(),
}));
// jsdom's Blob cannot be read back: the type check by the file's bytes says audio.
vi.mock('@/lib/file-sniff', () => ({ sniffFile: vi.fn(() => Promise.resolve('audio')) }));

const create = vi.mocked(createWork);
const edit = vi.mocked(editWork);
const job = vi.mocked(narrationJob);
const worksOfTour = vi.mocked(listWorksOfTourUncached);

/** A recording already processed (or refused) by the time the form looks. */
function processed(state: NarrationState): NarrationJob {
  const result =
    state.status === 'ready'
      ? Promise.resolve(state.narration)
      : Promise.reject(new NarrationFailure(state.status === 'failed' ? state.problem : 'failed'));
  result.catch(() => undefined);
  return { state: () => state, subscribe: () => () => undefined, result };
}

const STORED = new Blob([new Uint8Array(1000)], { type: 'audio/mpeg' });
const ready = (size = 1_332_000, duration = 222.048): NarrationState => ({
  status: 'ready',
  narration: { data: STORED, contentType: 'audio/mpeg', duration, size },
});

const TOUR = {
  id: 'tour-1',
  name: { es: 'Realismo social', en: 'Social realism' },
} as Tour;

const WORK = aWork({
  order: 2,
  room: text('Sala 24, planta baja', 'Room 24, ground floor'),
  media: {
    'audio-es': {
      url: 'https://x.test/work-1/audio-es.mp3',
      path: 'work-1/audio-es.mp3',
      contentType: 'audio/mpeg',
      size: 111359,
      duration: 27.794,
    },
  },
});

function renderForm(work?: Work) {
  const user = userEvent.setup();
  renderWorkForm(work);
  return {
    user,
    roomEs: screen.getByLabelText('Sala (español)'),
    roomEn: screen.getByLabelText('Sala (inglés)'),
  };
}

function renderWorkForm(work?: Work) {
  renderFormPage(<WorkForm work={work} tours={[TOUR]} preselected="tour-1" />, {
    path: '/cpanel/my-works-of-art/:id',
    heading: 'Obras del recorrido',
  });
}

const mp3 = () =>
  new File(
    [new Uint8Array([0xff, 0xf3, 0x40, 0xc4, ...new Array<number>(60).fill(0)])],
    'voz.mp3',
    {
      type: 'audio/mpeg',
    },
  );
const submit = () =>
  screen.getByRole('button', {
    name: /Agregar obra|Guardar cambios|Un momento|Preparando|Subiendo|Guardando/,
  });
const sentFiles = (): MediaFile[] => create.mock.calls[0]?.[1] ?? [];

// Typing eleven fields and choosing files takes several seconds on a busy shared machine.
describe('WorkForm', { timeout: 20_000 }, () => {
  startInSpanish();
  beforeEach(() => {
    create.mockReset();
    edit.mockReset();
    job.mockReset();
    job.mockReturnValue(processed(ready()));
    worksOfTour.mockResolvedValue({ isError: false, data: [] });
    create.mockResolvedValue({ isError: false, data: 'new-work' });
    edit.mockResolvedValue({ isError: false, data: undefined });
  });

  it('offers the room in both languages, optional, with an example', () => {
    const { roomEs, roomEn } = renderForm();
    expect(roomEs).not.toBeRequired();
    expect(roomEn).not.toBeRequired();
    expect(roomEs).toHaveAccessibleDescription(
      'Opcional: dónde está la obra. Ej.: Sala 24, planta baja',
    );
    expect(roomEn).toHaveAccessibleDescription('Opcional. Ej.: Room 24, ground floor');
  });

  it('is labelled in English in the English back-office', async () => {
    await i18next.changeLanguage('en');
    renderWorkForm();
    expect(screen.getByLabelText('Room (Spanish)')).toBeVisible();
    expect(screen.getByLabelText('Room (English)')).toBeVisible();
  });

  it("saves the room, the processed narration with its length and the image's pixel size", async () => {
    job.mockReturnValue(processed(ready(166_608, 27.794)));
    const { user, roomEs, roomEn } = renderForm();
    await fillRequired(user);
    await user.type(roomEs, ' Sala 24, planta baja ');
    await user.type(roomEn, 'Room 24, ground floor');
    await user.upload(screen.getByLabelText('Audio en español'), mp3());
    // What will be stored, before saving: its size, its length and a player.
    expect(screen.getByText('Así se guardará: 0,2 MB, 0:28.')).toBeVisible();
    expect(screen.getByLabelText('Escuchar cómo quedó Audio en español')).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    await user.upload(screen.getByLabelText('Imagen de la obra'), photo());
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Obras del recorrido' })).toBeVisible();
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]?.[0].room).toEqual({
      es: 'Sala 24, planta baja',
      en: 'Room 24, ground floor',
    });
    expect(sentFiles()).toEqual([
      expect.objectContaining({ baseName: 'mainImg', width: 1000, height: 750 }),
      expect.objectContaining({
        baseName: 'audio-es',
        contentType: 'audio/mpeg',
        duration: 27.794,
        data: STORED,
      }),
    ]);
  });

  it('saves a work without a room', async () => {
    const { user } = renderForm();
    await fillRequired(user);
    await user.upload(screen.getByLabelText('Audio en inglés'), mp3());
    await user.click(submit());
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]?.[0].room).toEqual({ es: '', en: '' });
    expect(sentFiles().map((file) => file.baseName)).toEqual(['audio-en']);
  });

  it('refuses a recording that is not audio when it is picked, naming it, and keeps the rest', async () => {
    job.mockReturnValue(processed({ status: 'failed', problem: 'notAudio' }));
    const { user } = renderForm();
    await fillRequired(user);
    await user.upload(screen.getByLabelText('Imagen de la obra'), photo());
    const narration = screen.getByLabelText('Audio en español');
    await user.upload(narration, mp3());
    const problem = screen.getByText(
      '«voz.mp3» no contiene audio, aunque su nombre lo diga: no es un MP3, WAV ni M4A. Elegí la grabación original.',
    );
    expect(problem).toHaveAttribute('role', 'alert');
    expect(narration).toHaveAttribute('aria-invalid', 'true');
    expect(narration).toHaveAccessibleDescription(expect.stringContaining('«voz.mp3» no contiene'));
    expect(screen.getByLabelText(/^Título \(español\)/)).toHaveValue('Manifestación');
    expect(screen.getByText(/Elegido: obra\.jpg/)).toBeVisible();
    await user.click(submit());
    expect(await screen.findByText('*Revisá los archivos marcados.')).toBeVisible();
    expect(create).not.toHaveBeenCalled();
  });

  it("warns when the tour's offline download in a language passes 15 MB", async () => {
    const narration = (size: number) => ({
      url: 'https://x.test/w/audio-es.mp3',
      path: 'w/audio-es.mp3',
      contentType: 'audio/mpeg',
      size,
    });
    const others = [1, 2, 3].map((n) =>
      aWork({
        id: `other-${n}`,
        media: { 'audio-es': { ...narration(3_000_000), url: `https://x.test/${n}.mp3` } },
      }),
    );
    worksOfTour.mockResolvedValue({ isError: false, data: [...others, WORK] });
    job.mockReturnValue(processed(ready(7_000_000, 1199.976)));
    const { user } = renderForm(WORK);
    await user.upload(screen.getByLabelText('Audio en español'), mp3());
    // 3 × 3 MB + 7 MB: the narration it replaces no longer counts.
    expect(
      await screen.findByText(
        /guardar el recorrido sin conexión en español baja 16 MB, más de 15 MB/,
      ),
    ).toBeVisible();
    expect(screen.queryByText(/sin conexión en inglés/)).toBeNull();
  });

  it('refuses a room over 120 characters, says so and keeps everything typed', async () => {
    const { user, roomEs, roomEn } = renderForm();
    await fillRequired(user);
    const long = 'Sala '.repeat(25);
    fireEvent.change(roomEs, { target: { value: long } });
    await user.type(roomEn, 'Room 24');
    await user.upload(screen.getByLabelText('Audio en español'), mp3());
    await user.click(submit());
    expect(
      await screen.findByText('*Revisá los campos marcados: algún texto es demasiado largo.'),
    ).toBeVisible();
    expect(roomEs).toHaveAttribute('aria-invalid', 'true');
    expect(roomEn).not.toHaveAttribute('aria-invalid');
    expect(roomEs).toHaveValue(long);
    expect(roomEn).toHaveValue('Room 24');
    expect(screen.getByLabelText(/^Título \(español\)/)).toHaveValue('Manifestación');
    expect(create).not.toHaveBeenCalled();
  });

  it('shows the stored room on edit and saves a change to it', async () => {
    const { user, roomEs, roomEn } = renderForm(WORK);
    expect(roomEs).toHaveValue('Sala 24, planta baja');
    expect(roomEn).toHaveValue('Room 24, ground floor');
    await user.clear(roomEn);
    await user.type(roomEn, 'Room 24');
    await user.click(submit());
    await waitFor(() => expect(edit).toHaveBeenCalledTimes(1));
    const [id, input, files] = edit.mock.calls[0] ?? [];
    expect(id).toBe('work-1');
    expect(input?.room).toEqual({ es: 'Sala 24, planta baja', en: 'Room 24' });
    expect(files).toEqual([]);
  });
});
