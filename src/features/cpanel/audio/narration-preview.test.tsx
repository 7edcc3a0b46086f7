import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { inSpanish } from '@/test/i18n';
import { NARRATION_TYPE } from './narration-settings';
import { NarrationPreview } from './narration-preview';

/** A narration as the back-office stores it: 48 kbit/s, 6,000 bytes a second. */
const ready = (seconds: number) =>
  ({
    status: 'ready',
    narration: {
      data: new Blob(['x']),
      contentType: NARRATION_TYPE,
      duration: seconds,
      size: seconds * 6000,
    },
  }) as const;

describe('a narration ready to save', () => {
  it('says its size and length in plain words', async () => {
    await inSpanish();
    render(<NarrationPreview state={ready(150)} label="Audio en español" />);
    expect(screen.getByRole('status')).toHaveTextContent('Así se guardará: 0,9 MB, 2:30.');
    expect(screen.queryByText(/^Dura /)).toBeNull();
  });

  it('over 5 minutes, is taken with a note of its length and what it adds offline', async () => {
    await inSpanish();
    render(<NarrationPreview state={ready(600)} label="Audio en español" />);
    expect(
      screen.getByText(
        'Dura 10 minutos, más que los 5 que suelen escucharse frente a una obra: se acepta, y suma 3,6 MB a la descarga del recorrido para usar sin conexión.',
      ),
    ).toBeVisible();
    await act(() => i18next.changeLanguage('en'));
    expect(
      screen.getByText(/^It lasts 10 minutes, .* adds 3.6 MB to the tour's offline download\.$/),
    ).toBeVisible();
  });
});
