import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Result } from '@/lib/result';
import { SessionContext, type SessionApi } from '@/lib/session';
import { listComments } from '../api/comments';
import type { Comment } from '../model/comment';
import { RequestedComments } from './requested-comments';
import { inSpanish } from '@/test/i18n';

vi.mock('../api/comments', () => ({
  addComment: vi.fn(),
  removeComment: vi.fn(),
  listComments: vi.fn(),
}));
const list = vi.mocked(listComments);

const TOUR = 't1';
const comment: Comment = {
  id: 'c1',
  tourId: TOUR,
  userId: 'someone',
  author: { name: 'Ana', surname: 'Pérez' },
  comment: 'La luz de la ventana',
  likes: [],
  hidden: false,
  reportCount: 0,
  reported: false,
  reviewed: false,
  staff: false,
  createdAt: Date.UTC(2026, 10, 1, 12),
};
const signedOut: SessionApi = {
  session: { status: 'signedOut' },
  known: true,
  requireAuth: () => undefined,
  signOut: () => Promise.resolve(),
};

/** A request the test answers when it chooses, as the network does. */
function pending() {
  let answer: (result: Result<Comment[]>) => void = () => undefined;
  const request = new Promise<Result<Comment[]>>((resolve) => {
    answer = resolve;
  });
  return { request, answer };
}

/** Rendered inside an awaited act: a component that suspends on a promise is retried in it. */
async function renderComments(request: Promise<Result<Comment[]>>) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[`/muestra/${TOUR}`]}>
        <SessionContext value={signedOut}>
          <RequestedComments tourId={TOUR} request={request} />
        </SessionContext>
      </MemoryRouter>,
    );
    // A turn of the microtasks inside act: a request already answered is shown at once.
    await Promise.resolve();
  });
}

describe('RequestedComments', () => {
  beforeEach(async () => {
    await inSpanish();
    list.mockReset();
  });

  it('says the comments are coming under their heading, then shows them', async () => {
    const { request, answer } = pending();
    await renderComments(request);
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando comentarios…');
    expect(screen.getByRole('heading', { name: 'Comentarios' })).toBeInTheDocument();
    await act(async () => {
      answer({ isError: false, data: [comment] });
      await request;
    });
    expect(await screen.findByText('La luz de la ventana')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1 comentario' })).toBeInTheDocument();
    expect(screen.queryByText('Cargando comentarios…')).toBeNull();
  });

  it('says why when they could not be read, in the language of the moment, and reads them again on retry', async () => {
    await renderComments(Promise.resolve({ isError: true, error: { code: 'network' } }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar los comentarios.');
    await act(() => i18next.changeLanguage('en'));
    expect(alert).toHaveTextContent('We could not load the comments.');

    list.mockResolvedValue({ isError: false, data: [comment] });
    const retry = screen.getByRole('button', { name: 'Try again' });
    await act(async () => {
      await userEvent.click(retry);
    });
    expect(await screen.findByText('La luz de la ventana')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith(TOUR);
    expect(screen.queryByText(/could not load the comments/)).toBeNull();
  });
});
