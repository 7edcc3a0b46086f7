import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Submits the form of the button named `submitName` as an impatient person would: twice in the
 * same task, before any state has landed, then once more when the button (named `busyName` while
 * busy) is disabled. Gives back the form, to submit again after.
 */
export async function submitWhileBusy(submitName: string, busyName = submitName) {
  const form = screen.getByRole('button', { name: submitName }).closest('form');
  if (!form) throw new Error('no form');
  fireEvent.submit(form);
  fireEvent.submit(form);
  await waitFor(() => expect(screen.getByRole('button', { name: busyName })).toBeDisabled());
  fireEvent.submit(form);
  return form;
}
