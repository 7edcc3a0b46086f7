import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Tour } from '@/features/tours/model/tour';
import { createWork } from '@/features/works/api/work-edits';
import { fillRequired, photo } from './test-support';
import { WorkForm } from './work-form';
import { startInSpanish } from '@/features/cpanel/test-support';
import { resetUploadsForTests, uploadsNow } from '@/features/cpanel/uploads/upload-queue';
import { readDraft } from '@/lib/forms/use-draft';
import { fail, ok, type Result } from '@/lib/result';

vi.mock('@/features/works/api/work-edits', () => ({ createWork: vi.fn(), editWork: vi.fn() }));
vi.mock('@/features/works/api/works', async () =>
  (await import('@/features/cpanel/test-support')).noOtherWorks(),
);
vi.mock('@/features/tours/api/tours', () => ({ listAllTours: vi.fn() }));
// jsdom decodes no images: the resizer hands back a fixed WebP (tested in Chromium by the e2e).
vi.mock('@/lib/resize-image', async () =>
  (await import('@/features/cpanel/test-support')).fakeResizeImage(1000, 750),
);

const create = vi.mocked(createWork);
const TOUR = { id: 'tour-1', name: { es: 'Realismo social', en: 'Social realism' } } as Tour;
const DRAFT = 'works:new:tour-1';

/** The new-work form, a link out of it, and the pages either leads to. */
function renderForm() {
  render(
    <MemoryRouter initialEntries={['/form']}>
      <Routes>
        <Route
          path="/form"
          element={
            <>
              <Link to="/elsewhere">Recorridos</Link>
              <WorkForm tours={[TOUR]} preselected="tour-1" />
            </>
          }
        />
        <Route path="/elsewhere" element={<h1>Otra página</h1>} />
        <Route path="/cpanel/my-works-of-art/:id" element={<h1>Obras del recorrido</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await fillRequired(user);
  await user.upload(screen.getByLabelText('Imagen de la obra'), photo());
}

const submit = () => screen.getByRole('button', { name: /Agregar obra|Subiendo|Preparando/ });
const idOf = (call: number) => create.mock.calls[call]?.[3];

describe('a new work is saved once', { timeout: 20_000 }, () => {
  startInSpanish();
  beforeEach(() => {
    resetUploadsForTests();
    create.mockReset();
  });
  afterEach(() => resetUploadsForTests());

  it('with the id chosen when the form opened: a save after a failure saves the same work', async () => {
    create.mockResolvedValueOnce(fail('network')).mockResolvedValueOnce(ok('saved'));
    const user = renderForm();
    await fillIn(user);
    await user.click(submit());
    expect(
      await screen.findByText(
        'Sin conexión con el servidor. Revisá tu conexión e intentá de nuevo.',
      ),
    ).toBeVisible();
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Obras del recorrido' })).toBeVisible();
    expect(create).toHaveBeenCalledTimes(2);
    expect(idOf(0)).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(idOf(1)).toBe(idOf(0));
  });

  it('whose draft carries that id: the draft restored after leaving saves the same work', async () => {
    create.mockResolvedValue(ok('saved'));
    let user = renderForm();
    await fillIn(user);
    const kept = readDraft('local', DRAFT)?.values.recordId;
    expect(kept).toMatch(/^[A-Za-z0-9]{20}$/);
    cleanup();

    user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Recuperar' }));
    expect(screen.getByLabelText(/^Título \(español\)/)).toHaveValue('Manifestación');
    await user.upload(screen.getByLabelText('Imagen de la obra'), photo());
    await user.click(submit());
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(idOf(0)).toBe(kept);
  });

  it('goes on when the admin leaves while its files upload, without asking, into the tray', async () => {
    let finish: (result: Result<string>) => void = () => undefined;
    create.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = renderForm();
    await fillIn(user);
    await user.click(submit());
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(
      screen.getByText(/^«Manifestación» se está guardando\. Podés salir de esta página/),
    ).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Recorridos' }));
    // No question: what was typed is on its way.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Otra página' })).toBeVisible();
    expect(uploadsNow()[0]).toMatchObject({ key: idOf(0), status: 'uploading' });
    await act(async () => {
      finish(ok(String(idOf(0))));
      await Promise.resolve();
    });
    await waitFor(() => expect(uploadsNow()[0]?.status).toBe('done'));
    // The admin stays where they went: the tray, not the form, says it is done.
    expect(screen.getByRole('heading', { name: 'Otra página' })).toBeVisible();
    expect(readDraft('local', DRAFT)).toBeNull();
  });

  it('still asks before leaving what was typed after sending', async () => {
    create.mockReturnValue(new Promise(() => undefined));
    const user = renderForm();
    await fillIn(user);
    await user.click(submit());
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    await user.type(screen.getByLabelText(/^Artista/), ' (1905-1981)');
    await user.click(screen.getByRole('link', { name: 'Recorridos' }));
    expect(await screen.findByRole('dialog', { name: '¿Salir sin guardar?' })).toBeVisible();
  });
});
