import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type SessionApi } from '@/lib/session';
import { likeTour } from '../api/tours';
import type { Tour } from '../model/tour';
import { LikeButton } from './like-button';
import { inSpanish } from '@/test/i18n';

vi.mock('../api/tours', () => ({ likeTour: vi.fn(), unlikeTour: vi.fn() }));
const like = vi.mocked(likeTour);

const tour: Tour = {
  id: 't1',
  museumId: 'm1',
  name: { es: 'Recorrido', en: 'Tour' },
  description: { es: 'd', en: 'd' },
  resume: { es: '', en: '' },
  address: 'a',
  museum: { es: 'M', en: 'M' },
  highlight: false,
  likes: ['someone'],
  state: 'published',
  image: null,
};

const signedIn: SessionApi = {
  session: {
    status: 'signedIn',
    user: { uid: 'me', email: 'me@x.test', name: 'Me', surname: 'Mine', isAdmin: false },
  },
  known: true,
  requireAuth: () => undefined,
  signOut: () => Promise.resolve(),
};

function renderButton() {
  return render(
    <MemoryRouter>
      <SessionContext value={signedIn}>
        <LikeButton tour={tour} />
      </SessionContext>
    </MemoryRouter>,
  );
}

describe('LikeButton', () => {
  beforeEach(async () => {
    await inSpanish();
    like.mockReset();
  });

  it('counts the like at once and says it in words and in aria-pressed', async () => {
    let finish: (value: { isError: false; data: undefined }) => void = () => undefined;
    like.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderButton();
    const before = screen.getByRole('button', { name: 'Me gusta' });
    expect(before).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(before);
    expect(screen.getByText('2 me gusta')).toBeInTheDocument();
    const after = screen.getByRole('button', { name: 'Te gusta' });
    expect(after).toHaveAttribute('aria-pressed', 'true');
    finish({ isError: false, data: undefined });
    // Enabled again once the write has settled (the state update lands on a later render).
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Te gusta' })).toBeEnabled();
    });
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('button', { name: 'You like this' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('2 likes')).toBeInTheDocument();
  });

  it('reverts and explains when the write fails, in the language of the moment', async () => {
    like.mockResolvedValue({ isError: true, error: { code: 'likeFailed' } });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Me gusta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos registrar tu me gusta.');
    expect(screen.getByText('1 me gusta')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Me gusta' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('alert')).toHaveTextContent('We could not save your like.');
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
  });
});
