import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/* What the work form's tests share: what an admin types and picks in it. */

/** Types what every work needs besides its files: both titles, the artist and both descriptions. */
export async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Título \(español\)/), 'Manifestación');
  await user.type(screen.getByLabelText(/^Título \(inglés\)/), 'Demonstration');
  await user.type(screen.getByLabelText(/^Artista/), 'Antonio Berni');
  await user.type(screen.getByLabelText(/^Descripción \(español\)/), 'Óleo');
  await user.type(screen.getByLabelText(/^Descripción \(inglés\)/), 'Oil');
}

/** The work's picture as a camera saves it. */
export const photo = () => new File([new Uint8Array(2048)], 'obra.jpg', { type: 'image/jpeg' });
