import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaWriteOptions } from '@/lib/firebase/media-file';
import { fail, ok, type Result } from '@/lib/result';
import { startInSpanish } from '@/features/cpanel/test-support';
import { resetUploadsForTests } from './upload-queue';
import { aWorkUpload, startUpload } from './test-support';
import { UploadTray } from './upload-tray';

function save() {
  let options: MediaWriteOptions = {};
  let end: (result: Result<unknown>) => void = () => undefined;
  const run = vi.fn((given: MediaWriteOptions) => {
    options = given;
    return new Promise<Result<unknown>>((resolve) => {
      end = resolve;
    });
  });
  return {
    run,
    progress: (fraction: number) =>
      act(() => options.onProgress?.({ baseName: 'audio-es', fraction })),
    end: async (result: Result<unknown>) => {
      await act(async () => {
        end(result);
        await Promise.resolve();
      });
    },
  };
}

const start = (upload: ReturnType<typeof save>) =>
  startUpload(
    aWorkUpload(upload.run, [
      { baseName: 'audio-es', contentType: 'audio/mpeg', data: new Blob([new Uint8Array(100)]) },
    ]),
  );

const renderTray = () =>
  render(
    <MemoryRouter>
      <UploadTray />
    </MemoryRouter>,
  );

/** The tray with one upload on its way, and its region as named then. */
function trayWithOneUpload(name: string) {
  renderTray();
  const upload = save();
  void start(upload);
  return { upload, tray: screen.getByRole('region', { name }) };
}

describe('the upload tray', () => {
  startInSpanish();
  beforeEach(() => resetUploadsForTests());
  afterEach(() => resetUploadsForTests());

  it('is not there while nothing uploads', () => {
    renderTray();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows each upload by name and place, its progress, and that it is done, with a link to it', async () => {
    const { upload, tray } = trayWithOneUpload('Subidas en curso: 1');
    expect(within(tray).getByText('Obra «Manifestación»')).toBeVisible();
    expect(within(tray).getByText('en «Realismo social»')).toBeVisible();
    upload.progress(0.4);
    expect(
      within(tray).getByRole('progressbar', { name: 'Subida de Obra «Manifestación»' }),
    ).toHaveValue(40);
    expect(within(tray).getByText('Subiendo… 40 %')).toBeVisible();
    await upload.end(ok('work-a'));
    expect(screen.getByRole('region', { name: 'Subidas' })).toBeVisible();
    expect(within(tray).getByText('Obra guardada')).toBeVisible();
    expect(within(tray).queryByRole('progressbar')).toBeNull();
    expect(within(tray).getByRole('link', { name: 'Abrir: Obra «Manifestación»' })).toHaveAttribute(
      'href',
      '/cpanel/edit-obra/work-a',
    );
    // Said once it is done, through the status line, not on every tick of the bar.
    expect(screen.getByRole('status')).toHaveTextContent('Obra «Manifestación»: Obra guardada');
  });

  it('says why one failed, retries it, and takes it off when dismissed', async () => {
    const user = userEvent.setup();
    renderTray();
    const upload = save();
    void start(upload);
    await upload.end(fail('network'));
    const tray = screen.getByRole('region', { name: 'Subidas' });
    expect(within(tray).getByText(/^No se pudo guardar: /)).toBeVisible();
    await user.click(
      within(tray).getByRole('button', { name: 'Reintentar: Obra «Manifestación»' }),
    );
    expect(upload.run).toHaveBeenCalledTimes(2);
    expect(within(tray).getByText('Subiendo… 0 %')).toBeVisible();
    await upload.end(ok('work-a'));
    await user.click(
      within(tray).getByRole('button', { name: 'Cerrar aviso: Obra «Manifestación»' }),
    );
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('folds to its title and opens again', async () => {
    const user = userEvent.setup();
    renderTray();
    void start(save());
    const toggle = screen.getByRole('button', { name: 'Ocultar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.getByText('Obra «Manifestación»')).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Mostrar' }));
    expect(screen.getByText('Obra «Manifestación»')).toBeVisible();
  });

  it('speaks English in the English back-office', async () => {
    await i18next.changeLanguage('en');
    const { upload, tray } = trayWithOneUpload('Uploads in progress: 1');
    expect(within(tray).getByText('Work “Demonstration”')).toBeVisible();
    expect(within(tray).getByText('in “Social realism”')).toBeVisible();
    await upload.end(ok('work-a'));
    expect(within(tray).getByText('Work saved')).toBeVisible();
  });
});
