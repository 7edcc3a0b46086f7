import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MaintenanceSection } from '@/features/cpanel/components/orphan-cleanup';
import { startInSpanish } from '@/features/cpanel/test-support';
import { ok, type Result } from '@/lib/result';
import { resetUploadsForTests } from './upload-queue';
import { startUpload } from './test-support';

vi.mock('@/features/cpanel/api/orphans', () => ({ cleanUpOrphans: vi.fn() }));

describe('the orphan clean-up while files upload', () => {
  startInSpanish();
  afterEach(() => resetUploadsForTests());

  it('waits: a save on its way has files and no document yet', async () => {
    render(
      <MemoryRouter>
        <MaintenanceSection />
      </MemoryRouter>,
    );
    const action = screen.getByRole('button', { name: 'Limpiar archivos huérfanos' });
    expect(action).toBeEnabled();
    let end: (result: Result<unknown>) => void = () => undefined;
    const outcome = startUpload({
      key: 'work-a',
      kind: 'work',
      title: { es: 'Obra', en: 'Work' },
      link: '/cpanel/edit-obra/work-a',
      formLink: '/cpanel/art-form',
      files: [{ baseName: 'mainImg', contentType: 'image/webp', data: new Blob(['x']) }],
      run: () => new Promise((resolve) => (end = resolve)),
    });
    expect(action).toBeDisabled();
    expect(
      screen.getByText(/^Hay subidas en curso en esta pestaña: esperá a que terminen/),
    ).toBeVisible();
    await act(async () => {
      end(ok('work-a'));
      await outcome;
    });
    expect(action).toBeEnabled();
  });
});
