import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NumberLookup } from './number-lookup';
import { inSpanish } from '@/test/i18n';

/** Types `text` in the box (in Spanish) and presses "Ir". */
async function goTo(text: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Ir al número' }), text);
  await userEvent.click(screen.getByRole('button', { name: 'Ir' }));
}

/** The alert says `es`, and `en` once the language is switched to English. */
async function expectAlertThenInEnglish(es: string, en: string) {
  expect(screen.getByRole('alert')).toHaveTextContent(es);
  await act(() => i18next.changeLanguage('en'));
  expect(screen.getByRole('alert')).toHaveTextContent(en);
}

describe('NumberLookup', () => {
  beforeEach(async () => {
    await inSpanish();
  });

  it('goes to a number the tour has', async () => {
    const onGo = vi.fn();
    render(<NumberLookup codes={[1, 2, 3, 4, 5]} onGo={onGo} />);
    await goTo('4');
    expect(onGo).toHaveBeenCalledWith(4);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes by the numbers on the labels, which need not be 1..n once works came and went', async () => {
    const onGo = vi.fn();
    render(<NumberLookup codes={[1, 4, 7]} onGo={onGo} />);
    await goTo('7');
    expect(onGo).toHaveBeenCalledWith(7);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Ir al número' }));
    await goTo('2');
    expect(onGo).toHaveBeenCalledTimes(1);
    await expectAlertThenInEnglish(
      'Este recorrido no tiene una obra con el número 2. Revisá el número en la etiqueta.',
      'This tour has no work with the number 2. Check the number on the label.',
    );
  });

  it('says a missing number is missing, and says it again in English after a switch', async () => {
    const onGo = vi.fn();
    render(<NumberLookup codes={[1, 2, 3, 4, 5]} onGo={onGo} />);
    await goTo('9');
    await expectAlertThenInEnglish(
      'Este recorrido no tiene la obra número 9: los números van del 1 al 5.',
      'This tour has no work number 9: numbers go from 1 to 5.',
    );
    expect(screen.getByRole('textbox', { name: 'Go to number' })).toHaveValue('9');
    expect(onGo).not.toHaveBeenCalled();
  });

  it('follows a switch with "not a number" too, and with a number missing from the URL', async () => {
    const { rerender } = render(<NumberLookup codes={[1, 2, 3, 4, 5]} onGo={vi.fn()} />);
    await goTo('tres');
    await expectAlertThenInEnglish(
      'Escribí solo el número de la etiqueta, por ejemplo 3.',
      'Type just the number on the label, for example 3.',
    );

    // /muestra/{id}/12: the page passes the number it could not find.
    rerender(<NumberLookup codes={[1, 2, 3, 4, 5]} onGo={vi.fn()} notFound="12" />);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Go to number' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This tour has no work number 12');
    await act(() => i18next.changeLanguage('es'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Este recorrido no tiene la obra número 12',
    );
  });
});
