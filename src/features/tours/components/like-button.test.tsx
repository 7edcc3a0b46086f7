import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type SessionApi } from '@/lib/session';
import { isTourLiked, likeTour, unlikeTour } from '../api/likes';
import type { Tour } from '../model/tour';
import { LikeButton } from './like-button';
import { inSpanish } from '@/test/i18n';

vi.mock('../api/likes', () => ({ isTourLiked: vi.fn(), likeTour: vi.fn(), unlikeTour: vi.fn() }));
const liked = vi.mocked(isTourLiked);
const like = vi.mocked(likeTour);
const unlike = vi.mocked(unlikeTour);

const tour: Tour = {
  id: 't1',
  museumId: 'm1',
  name: { es: 'Recorrido', en: 'Tour' },
  description: { es: 'd', en: 'd' },
  resume: { es: '', en: '' },
  address: 'a',
  museum: { es: 'M', en: 'M' },
  highlight: false,
  likeCount: 1,
  state: 'published',
  image: null,
};

const signedIn: SessionApi = {
  session: {
    status: 'signedIn',
    user: {
      uid: 'me',
      email: 'me@x.test',
      emailVerified: true,
      name: 'Me',
      surname: 'Mine',
      isAdmin: false,
    },
  },
  known: true,
  requireAuth: () => undefined,
  signOut: () => Promise.resolve(),
};

const signedOut: SessionApi = { ...signedIn, session: { status: 'signedOut' } };
const loading: SessionApi = {
  ...signedIn,
  session: { status: 'loading', hint: { name: 'Me', isAdmin: false } },
  known: false,
};

function renderButton(shown: Tour = tour, session: SessionApi = signedIn) {
  return render(
    <MemoryRouter>
      <SessionContext value={session}>
        <LikeButton tour={shown} />
      </SessionContext>
    </MemoryRouter>,
  );
}

/** The button once the visitor's own like has been read (disabled until then). */
async function ready(name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => {
    expect(button).toBeEnabled();
  });
  return button;
}

describe('LikeButton', () => {
  beforeEach(async () => {
    await inSpanish();
    liked.mockReset().mockResolvedValue({ isError: false, data: false });
    like.mockReset();
    unlike.mockReset();
  });

  it('counts the like at once and says it in words and in aria-pressed', async () => {
    let finish: (value: { isError: false; data: undefined }) => void = () => undefined;
    like.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderButton();
    const before = await ready('Me gusta');
    expect(before).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(before);
    expect(screen.getByText('2 me gusta')).toBeInTheDocument();
    const after = screen.getByRole('button', { name: 'Te gusta' });
    expect(after).toHaveAttribute('aria-pressed', 'true');
    finish({ isError: false, data: undefined });
    // Enabled again once the write has settled (the state update lands on a later render).
    await ready('Te gusta');
    expect(like).toHaveBeenCalledWith('t1', expect.objectContaining({ uid: 'me' }));
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('button', { name: 'You like this' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('2 likes')).toBeInTheDocument();
  });

  it('shows a like the visitor gave before, from their own like, and takes it back', async () => {
    liked.mockResolvedValue({ isError: false, data: true });
    unlike.mockResolvedValue({ isError: false, data: undefined });
    renderButton({ ...tour, likeCount: 3 });
    const button = await ready('Te gusta');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(liked).toHaveBeenCalledWith('t1', expect.objectContaining({ uid: 'me' }));
    await userEvent.click(button);
    await ready('Me gusta');
    expect(unlike).toHaveBeenCalledTimes(1);
    expect(screen.getByText('2 me gusta')).toBeInTheDocument();
  });

  it('cannot be pressed before it knows whether the visitor likes the tour', async () => {
    liked.mockReturnValue(new Promise(() => undefined));
    renderButton();
    const button = screen.getByRole('button', { name: 'Me gusta' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(like).not.toHaveBeenCalled();
  });

  it('reverts and explains when the write fails, in the language of the moment', async () => {
    like.mockResolvedValue({ isError: true, error: { code: 'likeFailed' } });
    renderButton();
    await userEvent.click(await ready('Me gusta'));
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

  it('when its own like could not be read, asks again before liking and never likes twice', async () => {
    liked
      .mockResolvedValueOnce({ isError: true, error: { code: 'network' } })
      .mockResolvedValueOnce({ isError: false, data: true });
    renderButton();
    await userEvent.click(await ready('Me gusta'));
    expect(await ready('Te gusta')).toHaveAttribute('aria-pressed', 'true');
    expect(like).not.toHaveBeenCalled();
  });

  it('says so when it still cannot tell, and writes nothing', async () => {
    liked.mockResolvedValue({ isError: true, error: { code: 'network' } });
    renderButton();
    await userEvent.click(await ready('Me gusta'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/conexión/);
    expect(like).not.toHaveBeenCalled();
  });

  it('shows a signed-out visitor the count, large ones grouped, and reads no like', () => {
    renderButton({ ...tour, likeCount: 50_000 }, signedOut);
    expect(screen.getByText('50.000 me gusta')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ingresá para dar me gusta' })).toBeInTheDocument();
    expect(liked).not.toHaveBeenCalled();
  });

  it('shows someone signed in here before a waiting button while their session loads, never the sign-in link', () => {
    const { rerender } = renderButton(tour, loading);
    expect(screen.getByRole('button', { name: /Me gusta/ })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Ingresá para dar me gusta' })).toBeNull();
    expect(liked).not.toHaveBeenCalled();
    // The session known, the same button is there to press.
    const before = screen.getByRole('button', { name: /Me gusta/ });
    rerender(
      <MemoryRouter>
        <SessionContext value={signedIn}>
          <LikeButton tour={tour} />
        </SessionContext>
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: /Me gusta/ })).toBe(before);
  });
});
