import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Museum } from '@/features/museums/model/museum';
import { editTour } from '@/features/tours/api/tour-edits';
import type { Tour } from '@/features/tours/model/tour';
import { aTour, renderFormPage, startInSpanish, text } from '@/features/cpanel/test-support';
import { addDays, dayToIso, today } from '@/lib/days';
import { TourForm } from './tour-form';

vi.mock('@/features/tours/api/tour-edits', () => ({
  createTour: vi.fn(),
  editTour: vi.fn(),
  newTourId: vi.fn(() => Promise.resolve({ isError: false, data: 'nuevo-recorrido' })),
}));
vi.mock('@/features/tours/api/tours', () => ({ getTour: vi.fn() }));
vi.mock('@/features/museums/api/museums', () => ({ listMuseums: vi.fn() }));

const edit = vi.mocked(editTour);

const MUSEUMS: Museum[] = [
  {
    id: 'mnba',
    name: text('Museo Nacional de Bellas Artes', 'National Museum of Fine Arts'),
    description: text('Descripción', 'Description'),
    image: null,
  },
];
const PERMANENT = aTour({ description: text('Un recorrido', 'A tour'), address: 'Av. 1' });
const TODAY = today();
const EXHIBITION = aTour({
  ...PERMANENT,
  opensOn: addDays(TODAY, -10),
  closesOn: addDays(TODAY, 30),
  playsBeforeOpening: true,
});

function renderForm(tour: Tour = PERMANENT) {
  const user = userEvent.setup();
  renderFormPage(<TourForm tour={tour} museums={MUSEUMS} />, {
    path: '/cpanel/expositions',
    heading: 'Lista de recorridos',
  });
  return user;
}

/** A date input: jsdom's has no picker, so its value is set as the browser's picker would. */
const setDay = (label: RegExp, day: number) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: dayToIso(day) } });
const opening = () => screen.getByLabelText(/^Día de apertura/);
const closing = () => screen.getByLabelText(/^Día de cierre/);
const save = () => screen.getByRole('button', { name: 'Guardar cambios' });
const sent = () => edit.mock.calls[0]?.[1];
const saved = () => screen.findByRole('heading', { name: 'Lista de recorridos' });

describe('the tour form’s kind and days', () => {
  startInSpanish();
  beforeEach(() => {
    edit.mockReset().mockResolvedValue({ isError: false, data: undefined });
    localStorage.clear();
  });

  it('offers permanent or temporary in a labelled group; a permanent tour sends no days', async () => {
    const user = renderForm();
    const kind = screen.getByRole('group', { name: 'Tipo de recorrido' });
    expect(kind).toHaveAccessibleDescription(
      'Una muestra temporaria sale sola de las listas al día siguiente de su cierre.',
    );
    expect(screen.getByRole('radio', { name: 'Permanente' })).toBeChecked();
    expect(screen.queryByLabelText(/^Día de apertura/)).toBeNull();
    await user.click(save());
    await saved();
    expect(sent()?.dates).toBeNull();
  });

  it('sends a temporary tour’s days, whole days in Buenos Aires as the hint says', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Muestra temporaria' }));
    const hint =
      'Días enteros en hora de Buenos Aires: abre a las 0 h del primer día y cierra a las 24 h del último.';
    expect(opening()).toHaveAccessibleDescription(hint);
    expect(closing()).toHaveAccessibleDescription(hint);
    const plays = screen.getByRole('checkbox', { name: 'Se puede escuchar antes de que abra' });
    expect(plays).not.toBeChecked();
    setDay(/^Día de apertura/, 20270301);
    setDay(/^Día de cierre/, 20270315);
    await user.click(plays);
    await user.click(save());
    await saved();
    expect(sent()?.dates).toEqual({
      opensOn: 20270301,
      closesOn: 20270315,
      playsBeforeOpening: true,
    });
  });

  it('requires both days of a temporary tour, counted in the summary', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Muestra temporaria' }));
    await user.click(save());
    expect(
      await screen.findByText('*Falta completar 2 campos obligatorios: están marcados.'),
    ).toBeVisible();
    expect(opening()).toHaveAttribute('aria-invalid', 'true');
    expect(closing()).toHaveAccessibleDescription(/Completá este campo/);
    expect(opening()).toHaveFocus();
    expect(edit).not.toHaveBeenCalled();
  });

  it('refuses a closing day before the opening day, saying so on the closing day', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Muestra temporaria' }));
    setDay(/^Día de apertura/, addDays(TODAY, 20));
    setDay(/^Día de cierre/, addDays(TODAY, 19));
    await user.click(save());
    expect(await screen.findByText('*Revisá los campos marcados.')).toBeVisible();
    expect(closing()).toHaveAttribute('aria-invalid', 'true');
    expect(closing()).toHaveAccessibleDescription(
      /El día de cierre no puede ser anterior al de apertura\./,
    );
    expect(opening()).not.toHaveAttribute('aria-invalid');
    expect(edit).not.toHaveBeenCalled();
    // The same day is a one-day exhibition: fine.
    setDay(/^Día de cierre/, addDays(TODAY, 20));
    await user.click(save());
    await saved();
    expect(sent()?.dates).toMatchObject({ closesOn: addDays(TODAY, 20) });
  });

  it('warns of a closing day already past, and still saves it', async () => {
    const user = renderForm(EXHIBITION);
    const warning = 'Esta fecha ya pasó: la muestra no aparecerá en las listas.';
    expect(screen.queryByText(warning)).toBeNull();
    // Today is still open: the exhibition closes at its end.
    setDay(/^Día de cierre/, TODAY);
    expect(screen.queryByText(warning)).toBeNull();
    setDay(/^Día de cierre/, addDays(TODAY, -1));
    expect(screen.getByText(warning)).toBeVisible();
    expect(closing()).toHaveAccessibleDescription(new RegExp(warning));
    await user.click(save());
    await saved();
    expect(sent()?.dates).toMatchObject({ closesOn: addDays(TODAY, -1) });
  });

  it('edits an exhibition with its days filled in; reopening it is saving later days', async () => {
    const closed = aTour({
      ...PERMANENT,
      opensOn: addDays(TODAY, -60),
      closesOn: addDays(TODAY, -5),
      playsBeforeOpening: false,
    });
    const user = renderForm(closed);
    expect(screen.getByRole('radio', { name: 'Muestra temporaria' })).toBeChecked();
    expect(opening()).toHaveValue(dayToIso(addDays(TODAY, -60)));
    expect(closing()).toHaveValue(dayToIso(addDays(TODAY, -5)));
    expect(screen.getByRole('checkbox', { name: /antes de que abra/ })).not.toBeChecked();
    setDay(/^Día de cierre/, addDays(TODAY, 40));
    await user.click(save());
    await saved();
    expect(sent()?.dates).toEqual({
      opensOn: addDays(TODAY, -60),
      closesOn: addDays(TODAY, 40),
      playsBeforeOpening: false,
    });
  });

  it('made permanent, sends null and keeps the days typed on the form', async () => {
    const user = renderForm(EXHIBITION);
    await user.click(screen.getByRole('radio', { name: 'Permanente' }));
    await user.click(screen.getByRole('radio', { name: 'Muestra temporaria' }));
    expect(closing()).toHaveValue(dayToIso(addDays(TODAY, 30)));
    await user.click(screen.getByRole('radio', { name: 'Permanente' }));
    await user.click(save());
    await saved();
    expect(sent()?.dates).toBeNull();
  });

  it('keeps the kind and days in the draft of an unsaved form', async () => {
    let user = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Muestra temporaria' }));
    setDay(/^Día de apertura/, 20270401);
    setDay(/^Día de cierre/, 20270430);
    await user.click(screen.getByRole('checkbox', { name: /antes de que abra/ }));
    // The draft is written a moment after the last change.
    await waitFor(() => expect(localStorage.length).toBeGreaterThan(0), { timeout: 3000 });
    cleanup(); // the admin went away; the draft stayed
    user = renderForm();
    expect(screen.getByRole('radio', { name: 'Permanente' })).toBeChecked();
    await user.click(await screen.findByRole('button', { name: 'Recuperar' }));
    expect(screen.getByRole('radio', { name: 'Muestra temporaria' })).toBeChecked();
    expect(opening()).toHaveValue('2027-04-01');
    expect(closing()).toHaveValue('2027-04-30');
    expect(screen.getByRole('checkbox', { name: /antes de que abra/ })).toBeChecked();
  });

  it('says it all in English too', async () => {
    renderForm(EXHIBITION);
    await i18next.changeLanguage('en');
    expect(await screen.findByRole('group', { name: 'Kind of tour' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Temporary exhibition' })).toBeChecked();
    expect(screen.getByLabelText(/^Opening day/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Closing day/)).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Visitors can play it before it opens' }),
    ).toBeChecked();
  });
});
