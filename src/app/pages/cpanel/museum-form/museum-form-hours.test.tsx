import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { editMuseum } from '@/features/museums/api/museum-edits';
import type { Museum } from '@/features/museums/model/museum';
import { renderFormPage, startInSpanish } from '@/features/cpanel/test-support';
import { inSpanish, withPageTexts } from '@/test/i18n';
import { MuseumForm } from './museum-form';
import { MUSEUM_FORM_TEXTS } from './visit-flow';

vi.mock('@/features/museums/api/museum-edits', () => ({
  createMuseum: vi.fn(),
  editMuseum: vi.fn(),
  newMuseumId: vi.fn(() => Promise.resolve({ isError: false, data: 'museo-nuevo' })),
}));

const edit = vi.mocked(editMuseum);
const both = (es: string, en: string) => ({ es, en });
const MUSEUM: Museum = {
  id: 'moderno',
  name: both('Museo Moderno', 'Modern Art Museum'),
  description: both('Arte argentino', 'Argentine art'),
  image: null,
};

function renderForm(museum: Museum = MUSEUM) {
  const user = userEvent.setup();
  renderFormPage(<MuseumForm museum={museum} />, {
    path: '/cpanel/tematics',
    heading: 'Lista de museos',
  });
  return user;
}
const day = (name: string) => screen.getByRole('group', { name });
/** A time input: jsdom's has no picker, so its value is set as the browser's picker would. */
const setTime = (input: HTMLElement, value: string) =>
  fireEvent.change(input, { target: { value } });
/** A text entered at once (typed key by key, the form's other tests cover). */
const fill = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const save = () => screen.getByRole('button', { name: 'Guardar cambios' });
const sent = () => edit.mock.calls[0]?.[1];

describe("the museum form's visit", () => {
  startInSpanish();
  beforeAll(async () => {
    await inSpanish();
    // Both languages' shared texts first: a language holding only the form's would not load them.
    await i18next.loadLanguages(['es', 'en']);
    await withPageTexts(MUSEUM_FORM_TEXTS);
  });
  beforeEach(() => {
    edit.mockReset().mockResolvedValue({ isError: false, data: undefined });
    localStorage.clear();
  });

  it(
    'starts a usual week when the hours are first shown, and saves what the admin sets',
    { timeout: 20_000 },
    async () => {
      const user = renderForm();
      expect(screen.queryByRole('group', { name: 'Lunes' })).toBeNull();
      await user.click(screen.getByLabelText('Mostrar el horario en la página del museo'));
      expect(within(day('Lunes')).getByText('Cerrado')).toBeVisible();
      expect(within(day('Martes')).getByLabelText('Abre')).toHaveValue('10:00');
      setTime(within(day('Miércoles')).getByLabelText('Cierra'), '21:00');
      await user.click(
        within(day('Sábado')).getByRole('button', { name: /^Agregar otro horario/ }),
      );
      // The new range comes before the first: it is saved in order.
      setTime(within(day('Sábado')).getByLabelText('Abre (horario 2)'), '08:00');
      setTime(within(day('Sábado')).getByLabelText('Cierra (horario 2)'), '09:30');
      await user.click(screen.getByRole('button', { name: 'Agregar una fecha' }));
      const christmas = day('Fecha especial 1');
      setTime(within(christmas).getByLabelText('Fecha'), '2026-12-25');
      await user.type(within(christmas).getByLabelText('Motivo (español)'), 'Navidad');
      await user.type(within(christmas).getByLabelText('Motivo (inglés)'), 'Christmas Day');
      fill(screen.getByLabelText('Dirección del museo'), 'Av. San Juan 350, CABA');
      fill(screen.getByLabelText('Sitio web'), 'museomoderno.org');
      fill(screen.getByLabelText('Teléfono'), '+54 11 4361-6919');
      await user.click(save());
      await waitFor(() => expect(edit).toHaveBeenCalledTimes(1));
      expect(sent()).toMatchObject({
        address: 'Av. San Juan 350, CABA',
        website: 'https://museomoderno.org',
        phone: '+54 11 4361-6919',
        hours: {
          mon: '',
          wed: '10:00-21:00',
          sat: '08:00-09:30,10:00-18:00',
        },
        exceptions: [{ date: '2026-12-25', hours: '', note: both('Navidad', 'Christmas Day') }],
      });
      expect(sent()?.accessibility).toBeUndefined();
    },
  );

  it(
    'says beside each input what is wrong with a time, a website or a phone, and sends nothing',
    { timeout: 20_000 },
    async () => {
      const user = renderForm({
        ...MUSEUM,
        hours: {
          mon: '',
          tue: '',
          wed: '11:00-20:00',
          thu: '',
          fri: '',
          sat: '',
          sun: '',
        },
      });
      const closes = within(day('Miércoles')).getByLabelText('Cierra');
      setTime(closes, '10:00');
      fill(screen.getByLabelText('Sitio web'), 'http://museo.org');
      fill(screen.getByLabelText('Teléfono'), 'llamar');
      await user.type(screen.getByLabelText('Accesibilidad (español)'), 'Rampa');
      await user.click(save());
      expect(await screen.findByText('*Revisá los campos marcados.')).toBeVisible();
      expect(closes).toHaveAccessibleDescription('*Tiene que cerrar después de abrir');
      expect(closes).toHaveAttribute('aria-invalid', 'true');
      expect(closes).toHaveFocus();
      expect(screen.getByLabelText('Sitio web')).toHaveAccessibleDescription(
        expect.stringContaining('*Escribí una dirección web que empiece con https://'),
      );
      expect(screen.getByLabelText('Teléfono')).toHaveAccessibleDescription(
        expect.stringContaining('*Solo números'),
      );
      expect(screen.getByLabelText('Accesibilidad (inglés)')).toHaveAccessibleDescription(
        '*Completá este campo',
      );
      expect(edit).not.toHaveBeenCalled();
      expect(closes).toHaveValue('10:00');
    },
  );

  it('puts an overlap on the range the admin added, not on the one sorted before it', async () => {
    const user = renderForm({
      ...MUSEUM,
      hours: {
        mon: '',
        tue: '',
        wed: '14:00-18:00',
        thu: '',
        fri: '',
        sat: '',
        sun: '',
      },
    });
    await user.click(
      within(day('Miércoles')).getByRole('button', { name: /^Agregar otro horario/ }),
    );
    setTime(within(day('Miércoles')).getByLabelText('Abre (horario 2)'), '10:00');
    setTime(within(day('Miércoles')).getByLabelText('Cierra (horario 2)'), '15:00');
    await user.click(save());
    // Sorted, 14–18 comes second and overlaps 10–15: it is the first range on the form.
    expect(
      await within(day('Miércoles')).findByLabelText('Abre (horario 1)'),
    ).toHaveAccessibleDescription('*Se superpone con otro horario de ese día');
    expect(edit).not.toHaveBeenCalled();
  });

  it('adds and removes ranges and dates from the keyboard, the focus following', async () => {
    const user = renderForm({
      ...MUSEUM,
      hours: { mon: '', tue: '', wed: '', thu: '', fri: '', sat: '', sun: '' },
    });
    const monday = day('Lunes');
    within(monday)
      .getByRole('button', { name: /^Agregar horario/ })
      .focus();
    await user.keyboard('{Enter}');
    expect(within(monday).getByLabelText('Abre')).toHaveFocus();
    await user.click(within(monday).getByRole('button', { name: /^Quitar/ }));
    expect(within(monday).getByRole('button', { name: /^Agregar horario/ })).toHaveFocus();
    expect(within(monday).getByText('Cerrado')).toBeVisible();
    screen.getByRole('button', { name: 'Agregar una fecha' }).focus();
    await user.keyboard('{Enter}');
    expect(within(day('Fecha especial 1')).getByLabelText('Fecha')).toHaveFocus();
  });

  it('keeps the hours in the draft of an unsaved visit, and stops showing them when asked', async () => {
    let user = renderForm({
      ...MUSEUM,
      hours: {
        mon: '',
        tue: '',
        wed: '11:00-20:00',
        thu: '',
        fri: '',
        sat: '',
        sun: '',
      },
    });
    setTime(within(day('Miércoles')).getByLabelText('Cierra'), '19:00');
    cleanup(); // the admin went away; the draft stayed
    user = renderForm({
      ...MUSEUM,
      hours: {
        mon: '',
        tue: '',
        wed: '11:00-20:00',
        thu: '',
        fri: '',
        sat: '',
        sun: '',
      },
    });
    expect(within(day('Miércoles')).getByLabelText('Cierra')).toHaveValue('20:00');
    await user.click(screen.getByRole('button', { name: 'Recuperar' }));
    expect(within(day('Miércoles')).getByLabelText('Cierra')).toHaveValue('19:00');
    await user.click(screen.getByLabelText('Mostrar el horario en la página del museo'));
    await user.click(save());
    await waitFor(() => expect(edit).toHaveBeenCalledTimes(1));
    expect(sent()?.hours).toBeUndefined();
  });
});
