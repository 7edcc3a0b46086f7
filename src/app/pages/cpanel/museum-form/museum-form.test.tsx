import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMuseum, editMuseum } from '@/features/museums/api/museum-edits';
import type { Museum } from '@/features/museums/model/museum';
import type { Result } from '@/lib/result';
import { renderFormPage, startInSpanish } from '@/features/cpanel/test-support';
import { inSpanish, withPageTexts } from '@/test/i18n';
import { MuseumForm } from './museum-form';
import { MUSEUM_FORM_TEXTS } from './visit-flow';

vi.mock('@/features/museums/api/museum-edits', () => ({
  createMuseum: vi.fn(),
  editMuseum: vi.fn(),
  // A new museum's address, made from its name as it is first saved.
  newMuseumId: vi.fn(() => Promise.resolve({ isError: false, data: 'museo-nuevo' })),
}));
vi.mock('@/lib/resize-image', async () =>
  (await import('@/features/cpanel/test-support')).fakeResizeImage(1600, 1067),
);

const create = vi.mocked(createMuseum);
const edit = vi.mocked(editMuseum);

function renderForm(museum?: Museum) {
  const user = userEvent.setup();
  renderFormPage(<MuseumForm museum={museum} />, {
    path: '/cpanel/tematics',
    heading: 'Lista de museos',
  });
  return {
    user,
    nameEs: screen.getByLabelText(/^Nombre \(español\)/),
    nameEn: screen.getByLabelText(/^Nombre \(inglés\)/),
    descriptionEs: screen.getByLabelText(/^Descripción \(español\)/),
    descriptionEn: screen.getByLabelText(/^Descripción \(inglés\)/),
    image: screen.getByLabelText(/^Imagen/),
  };
}

type Fields = ReturnType<typeof renderForm>;

async function fillTexts({ user, nameEs, nameEn, descriptionEs, descriptionEn }: Fields) {
  await user.type(nameEs, 'Museo Moderno');
  await user.type(nameEn, 'Modern Art Museum');
  await user.type(descriptionEs, 'Arte argentino');
  await user.type(descriptionEn, 'Argentine art');
}

const photo = () => new File([new Uint8Array(2048)], 'foto.jpg', { type: 'image/jpeg' });
const submit = () =>
  screen.getByRole('button', {
    name: /Crear museo|Guardar cambios|Un momento|Preparando|Subiendo|Guardando/,
  });

describe('MuseumForm', () => {
  startInSpanish();
  beforeAll(async () => {
    await inSpanish();
    // Both languages' shared texts first: a language holding only the form's would not load them.
    await i18next.loadLanguages(['es', 'en']);
    await withPageTexts(MUSEUM_FORM_TEXTS);
  });
  beforeEach(() => {
    create.mockReset();
    edit.mockReset();
  });

  it('asks for every field, the image included, and sends nothing', async () => {
    const fields = renderForm();
    await fields.user.type(fields.nameEs, 'Museo Moderno');
    await fields.user.click(submit());
    expect(
      await screen.findByText('*Falta completar 4 campos obligatorios: están marcados.'),
    ).toBeVisible();
    expect(fields.nameEn).toHaveAttribute('aria-invalid', 'true');
    expect(fields.nameEs).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Elegí una imagen.')).toBeVisible();
    expect(create).not.toHaveBeenCalled();
    expect(fields.nameEs).toHaveValue('Museo Moderno');
  });

  it('says what is wrong beside each field', async () => {
    const fields = renderForm();
    await fields.user.type(fields.nameEs, 'Museo Moderno');
    await fields.user.click(submit());
    expect(
      await screen.findByText('*Falta completar 4 campos obligatorios: están marcados.'),
    ).toBeVisible();
    for (const input of [fields.nameEn, fields.descriptionEs, fields.descriptionEn]) {
      expect(input).toHaveAccessibleDescription('*Completá este campo');
    }
    expect(fields.nameEn).toHaveFocus();
    fireEvent.change(fields.nameEn, { target: { value: 'x'.repeat(201) } });
    await fields.user.type(fields.descriptionEs, 'Arte');
    await fields.user.type(fields.descriptionEn, 'Art');
    fireEvent.change(fields.image, { target: { files: [photo()] } });
    await fields.user.click(submit());
    expect(
      await screen.findByText('*Revisá los campos marcados: algún texto es demasiado largo.'),
    ).toBeVisible();
    expect(fields.nameEn).toHaveAccessibleDescription('*Hasta 200 caracteres');
    expect(create).not.toHaveBeenCalled();
  });

  it('offers the texts an earlier visit left unsaved, not its files, and restores them', async () => {
    const first = renderForm();
    await first.user.type(first.nameEs, 'Museo a medias');
    cleanup(); // the admin went away, the draft stayed
    const again = renderForm();
    const offer = screen.getByRole('status');
    expect(offer).toHaveTextContent(/^Tenés un borrador sin guardar del .+ a las \d+:\d\d\./);
    expect(offer).toHaveTextContent(
      'Los archivos (imágenes y narraciones) no quedan en el borrador',
    );
    expect(again.nameEs).toHaveValue('');
    await again.user.click(screen.getByRole('button', { name: 'Recuperar' }));
    expect(again.nameEs).toHaveValue('Museo a medias');
    expect(screen.queryByRole('button', { name: 'Recuperar' })).toBeNull();
  });

  it('asks before its back link leaves unsaved changes', async () => {
    const fields = renderForm();
    await fields.user.type(fields.nameEs, 'Museo a medias');
    await fields.user.click(screen.getByRole('link', { name: 'Volver' }));
    expect(screen.getByRole('dialog', { name: '¿Salir sin guardar?' })).toBeVisible();
    await fields.user.click(screen.getByRole('button', { name: 'Seguir editando' }));
    expect(fields.nameEs).toHaveValue('Museo a medias');
    await fields.user.click(screen.getByRole('link', { name: 'Volver' }));
    await fields.user.click(screen.getByRole('button', { name: 'Salir' }));
    expect(await screen.findByRole('heading', { name: 'Lista de museos' })).toBeVisible();
  });

  it('names the picked image before leaving, since a draft keeps only the texts', async () => {
    const fields = renderForm();
    await fields.user.type(fields.nameEs, 'Museo a medias');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'portada.png', {
      type: 'image/png',
    });
    fireEvent.change(fields.image, { target: { files: [png] } });
    await fields.user.click(screen.getByRole('link', { name: 'Volver' }));
    const dialog = screen.getByRole('dialog', { name: '¿Salir sin guardar?' });
    expect(dialog).toHaveTextContent(
      'Hay cambios que todavía no guardaste. Los textos quedan como borrador en este dispositivo y te los ofrecemos cuando vuelvas. El archivo elegido no queda en el borrador: al volver tendrás que elegir de nuevo «portada.png».',
    );
    await act(() => i18next.changeLanguage('en'));
    expect(dialog).toHaveTextContent(
      'The file you picked is not kept in the draft: when you come back, pick “portada.png” again.',
    );
  });

  it('refuses an SVG as the image before any upload, with a clear message', async () => {
    const fields = renderForm();
    await fillTexts(fields);
    const svg = new File(['<svg onload="alert(1)"/>'], 'x.svg', { type: 'image/svg+xml' });
    fireEvent.change(fields.image, { target: { files: [svg] } });
    expect(await screen.findByText(/no es una imagen permitida/)).toBeVisible();
    await fields.user.click(submit());
    expect(await screen.findByText('*Revisá los archivos marcados.')).toBeVisible();
    expect(create).not.toHaveBeenCalled();
  });

  it('uploads the resized WebP and keeps everything typed when saving fails', async () => {
    create.mockResolvedValue({ isError: true, error: { code: 'network' } });
    const fields = renderForm();
    await fillTexts(fields);
    await fields.user.upload(fields.image, photo());
    await fields.user.click(submit());
    expect(
      await screen.findByText(
        'Sin conexión con el servidor. Revisá tu conexión e intentá de nuevo.',
        {
          selector: '.form-error',
        },
      ),
    ).toBeVisible();
    expect(create).toHaveBeenCalledTimes(1);
    const [input, image] = create.mock.calls[0] ?? [];
    expect(input).toEqual({
      name: { es: 'Museo Moderno', en: 'Modern Art Museum' },
      description: { es: 'Arte argentino', en: 'Argentine art' },
    });
    expect(image).toMatchObject({
      baseName: 'mainImg',
      contentType: 'image/webp',
      width: 1600,
      height: 1067,
    });
    expect(fields.nameEs).toHaveValue('Museo Moderno');
    expect(fields.descriptionEn).toHaveValue('Argentine art');
    expect(screen.getByText(/Elegido: foto\.jpg/)).toBeVisible();
    expect(submit()).toBeEnabled();
  });

  it('sends once however often the button is pressed while saving', async () => {
    let finish: (result: Result<string>) => void = () => undefined;
    create.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const fields = renderForm();
    await fillTexts(fields);
    await fields.user.upload(fields.image, photo());
    const form = submit().closest('form');
    if (!form) throw new Error('no form');
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    fireEvent.submit(form);
    expect(submit()).toBeDisabled();
    finish({ isError: false, data: 'new-id' });
    expect(await screen.findByRole('heading', { name: 'Lista de museos' })).toBeVisible();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('on edit the image is optional and the texts are still required', async () => {
    edit.mockResolvedValue({ isError: false, data: undefined });
    const museum: Museum = {
      id: 'm1',
      name: { es: 'Museo', en: 'Museum' },
      description: { es: 'Desc', en: 'Desc' },
      image: null,
    };
    const fields = renderForm(museum);
    await fields.user.clear(fields.descriptionEs);
    await fields.user.click(submit());
    expect(
      await screen.findByText('*Falta completar 1 campo obligatorio: está marcado.'),
    ).toBeVisible();
    expect(edit).not.toHaveBeenCalled();
    await fields.user.type(fields.descriptionEs, 'Nueva');
    await fields.user.click(submit());
    await waitFor(() => expect(edit).toHaveBeenCalledTimes(1));
    expect(edit.mock.calls[0]?.[0]).toBe('m1');
    expect(edit.mock.calls[0]?.[2]).toBeNull();
  });

  it("says what is wrong in the admin's language, also after a switch", async () => {
    const fields = renderForm();
    await fields.user.type(fields.nameEs, 'Museo Moderno');
    const svg = new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' });
    fireEvent.change(fields.image, { target: { files: [svg] } });
    await fields.user.click(submit());
    expect(
      await screen.findByText('*Falta completar 3 campos obligatorios: están marcados.'),
    ).toBeVisible();
    expect(screen.getByText(/no es una imagen permitida/)).toBeVisible();

    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByText('*3 required fields are empty: they are marked.')).toBeVisible();
    expect(screen.getByText(/That file is not an allowed image/)).toBeVisible();
    expect(screen.queryByText(/Falta completar/)).not.toBeInTheDocument();
  });

  it('a failure reported by the service follows a switch too', async () => {
    create.mockResolvedValue({ isError: true, error: { code: 'network' } });
    await i18next.changeLanguage('en');
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <MuseumForm />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText(/^Name \(Spanish\)/), 'Museo Moderno');
    await user.type(screen.getByLabelText(/^Name \(English\)/), 'Modern Art Museum');
    await user.type(screen.getByLabelText(/^Description \(Spanish\)/), 'Arte argentino');
    await user.type(screen.getByLabelText(/^Description \(English\)/), 'Argentine art');
    await user.upload(screen.getByLabelText(/^Image/), photo());
    await user.click(screen.getByRole('button', { name: 'Create museum' }));
    expect(
      await screen.findByText('No connection to the server. Check your connection and try again.', {
        selector: '.form-error',
      }),
    ).toBeVisible();
    await act(() => i18next.changeLanguage('es'));
    expect(
      screen.getByText('Sin conexión con el servidor. Revisá tu conexión e intentá de nuevo.', {
        selector: '.form-error',
      }),
    ).toBeVisible();
  });
});
