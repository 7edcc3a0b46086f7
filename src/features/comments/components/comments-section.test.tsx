import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Result } from '@/lib/result';
import { SessionContext, type SessionApi } from '@/lib/session';
import { addComment, listComments } from '../api/comments';
import type { Comment } from '../model/comment';
import { CommentsSection } from './comments-section';
import { inSpanish } from '@/test/i18n';

vi.mock('../api/comments', () => ({
  addComment: vi.fn(),
  removeComment: vi.fn(),
  listComments: vi.fn(),
}));
const add = vi.mocked(addComment);
const list = vi.mocked(listComments);

const TOUR = 't1';
const DRAFT_KEY = `museo.commentDraft.${TOUR}`;

/** `count` comments, newest first, one minute apart, starting from number `from`. */
function comments(count: number, from = 1): Comment[] {
  return Array.from({ length: count }, (_, index) => {
    const n = from + index;
    return {
      id: `c${String(n)}`,
      tourId: TOUR,
      userId: 'someone',
      author: { name: 'Ana', surname: 'Pérez' },
      comment: `Comentario número ${String(n)}`,
      likes: [],
      hidden: false,
      reportCount: 0,
      reported: false,
      reviewed: false,
      staff: false,
      createdAt: Date.UTC(2026, 10, 1, 12) - n * 60_000,
    };
  });
}

const signedOut: SessionApi = {
  session: { status: 'signedOut' },
  known: false,
  requireAuth: () => undefined,
  signOut: () => Promise.resolve(),
};
const signedIn: SessionApi = {
  ...signedOut,
  session: {
    status: 'signedIn',
    user: {
      uid: 'me',
      email: 'me@x.test',
      emailVerified: true,
      name: 'Lucía',
      surname: 'Fernández',
      isAdmin: false,
    },
  },
  known: true,
};

function renderSection(
  initial: Comment[],
  { session = signedIn, at = `/muestra/${TOUR}` }: { session?: SessionApi; at?: string } = {},
) {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[at]}>
      <SessionContext value={session}>
        <CommentsSection tourId={TOUR} initial={initial} />
      </SessionContext>
    </MemoryRouter>,
  );
  return { user, ...view };
}

const field = () => screen.getByRole('textbox', { name: /Tu comentario|Your comment/ });
const commentTexts = () =>
  screen.getAllByRole('listitem').map((item) => item.querySelector('.comment__text')?.textContent);

describe('CommentsSection', () => {
  beforeEach(async () => {
    await inSpanish();
    sessionStorage.clear();
    add.mockReset();
    list.mockReset();
  });

  describe('a signed-out visitor', () => {
    it('can type, is told to sign in, and the link comes back to the comments', async () => {
      const { user } = renderSection(comments(2), { session: signedOut });
      // No button that cannot be pressed: signing in is the way on.
      expect(screen.queryByRole('button', { name: 'Comentar' })).not.toBeInTheDocument();
      await user.type(field(), 'Me encantó la ventana');
      expect(field()).toHaveAccessibleDescription(
        'Para comentar, ingresá con tu cuenta. Lo que escribas te espera acá cuando vuelvas.',
      );
      expect(screen.getByRole('link', { name: 'Ingresá para comentar' })).toHaveAttribute(
        'href',
        `/log-in?next=${encodeURIComponent(`/muestra/${TOUR}#comments`)}`,
      );
      expect(sessionStorage.getItem(DRAFT_KEY)).toBe('Me encantó la ventana');
      expect(add).not.toHaveBeenCalled();
    });

    it('finds the text again on coming back signed in, the field focused, and sends it', async () => {
      const first = renderSection(comments(2), { session: signedOut });
      await first.user.type(field(), 'Me encantó la ventana');
      first.unmount(); // off to /log-in

      add.mockResolvedValue({ isError: false, data: 'new' });
      const posted: Comment = {
        ...(comments(1)[0] as Comment),
        id: 'new',
        userId: 'me',
        comment: 'Me encantó la ventana',
        createdAt: Date.UTC(2026, 10, 2),
      };
      list.mockResolvedValue({ isError: false, data: [posted, ...comments(2)] });
      const { user } = renderSection(comments(2), { at: `/muestra/${TOUR}#comments` });
      expect(field()).toHaveValue('Me encantó la ventana');
      expect(field()).toHaveFocus();

      await user.click(screen.getByRole('button', { name: 'Comentar' }));
      await waitFor(() => expect(field()).toHaveValue(''));
      expect(add).toHaveBeenCalledWith(
        { tourId: TOUR, comment: 'Me encantó la ventana' },
        expect.objectContaining({ uid: 'me' }),
      );
      expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
      expect(commentTexts()[0]).toBe('Me encantó la ventana');
      expect(screen.getByRole('heading', { name: '3 comentarios' })).toBeVisible();
    });
  });

  describe('the comment box', () => {
    it('counts down to 1,000 characters, refuses more with a word, and cuts nothing', async () => {
      const { user } = renderSection(comments(1));
      expect(field()).toHaveAccessibleDescription('Quedan 1000 caracteres');
      const long = `${'x'.repeat(1004)}!`;
      // Pasted, as a long text usually comes.
      await user.click(field());
      await user.paste(long);
      expect(field()).toHaveValue(long);
      expect(field()).toHaveAccessibleDescription('5 caracteres de más');
      await user.click(screen.getByRole('button', { name: 'Comentar' }));
      expect(field()).toHaveAttribute('aria-invalid', 'true');
      expect(field()).toHaveAccessibleDescription(
        '5 caracteres de más *Tu comentario pasa de 1000 caracteres: acortalo en 5.',
      );
      expect(field()).toHaveValue(long);
      expect(add).not.toHaveBeenCalled();
      await user.type(field(), '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
      expect(field()).toHaveAccessibleDescription('Quedan 0 caracteres');
      expect(field()).not.toHaveAttribute('aria-invalid');
    });

    it('sends once however often it is submitted while sending', async () => {
      let finish: (result: Result<string>) => void = () => undefined;
      add.mockReturnValue(new Promise((resolve) => (finish = resolve)));
      list.mockResolvedValue({ isError: false, data: comments(1) });
      const { user } = renderSection(comments(1));
      await user.type(field(), 'Una sola vez');
      const form = field().closest('form');
      if (!form) throw new Error('no form');
      fireEvent.submit(form);
      fireEvent.submit(form);
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Un momento…' })).toBeDisabled(),
      );
      fireEvent.submit(form);
      await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
      finish({ isError: false, data: 'new' });
      await waitFor(() => expect(field()).toHaveValue(''));
      expect(add).toHaveBeenCalledTimes(1);
    });
  });

  describe('messages follow a language switch', () => {
    it('an empty comment, then a refused one, keeping the text', async () => {
      add.mockResolvedValue({ isError: true, error: { code: 'network' } });
      const { user } = renderSection(comments(1));
      await user.click(screen.getByRole('button', { name: 'Comentar' }));
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Escribí un comentario antes de enviarlo.',
      );
      await act(() => i18next.changeLanguage('en'));
      expect(screen.getByRole('alert')).toHaveTextContent('Write a comment before sending it.');

      await user.type(field(), 'Sin señal');
      await user.click(screen.getByRole('button', { name: 'Comment' }));
      expect(await screen.findByText(/^No connection to the server/)).toBeVisible();
      await act(() => i18next.changeLanguage('es'));
      expect(screen.getByRole('alert')).toHaveTextContent(/^Sin conexión con el servidor/);
      expect(field()).toHaveValue('Sin señal');
      expect(sessionStorage.getItem(DRAFT_KEY)).toBe('Sin señal');
    });
  });

  describe('pages of 20', () => {
    it('shows no "show more" when fewer than 20 came, and counts them', () => {
      renderSection(comments(19));
      expect(screen.getByRole('heading', { name: '19 comentarios' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Ver más comentarios' })).not.toBeInTheDocument();
    });

    it('reads the next page after the last one shown, then has no more', async () => {
      let answer: (result: Result<Comment[]>) => void = () => undefined;
      list.mockReturnValue(new Promise((resolve) => (answer = resolve)));
      const first = comments(20);
      const { user } = renderSection(first);
      // 20 came: there may be more, so no number that could be short.
      expect(screen.getByRole('heading', { name: 'Comentarios' })).toBeVisible();

      await user.click(screen.getByRole('button', { name: 'Ver más comentarios' }));
      const loading = screen.getByRole('button', { name: 'Cargando comentarios…' });
      expect(loading).toBeDisabled();
      await user.click(loading);
      expect(list).toHaveBeenCalledTimes(1);
      expect(list).toHaveBeenCalledWith(TOUR, first.at(-1));

      answer({ isError: false, data: comments(5, 21) });
      await screen.findByText('Comentario número 25');
      expect(commentTexts()).toEqual(comments(25).map((c) => c.comment));
      expect(screen.getByRole('heading', { name: '25 comentarios' })).toBeVisible();
      expect(screen.queryByRole('button', { name: /Ver más/ })).not.toBeInTheDocument();
      // Focus moves to the first comment just shown, not lost with the button.
      await waitFor(() =>
        expect(screen.getByText('Comentario número 21').closest('li')).toHaveFocus(),
      );
    });

    it('keeps the button after a full page, and says why when a page cannot be read', async () => {
      list.mockResolvedValueOnce({ isError: true, error: { code: 'network' } });
      list.mockResolvedValueOnce({ isError: false, data: comments(20, 21) });
      const { user } = renderSection(comments(20));
      await user.click(screen.getByRole('button', { name: 'Ver más comentarios' }));
      expect(await screen.findByText(/^Sin conexión con el servidor/)).toBeVisible();
      expect(screen.getAllByRole('listitem')).toHaveLength(20);
      await act(() => i18next.changeLanguage('en'));
      expect(screen.getByText(/^No connection to the server/)).toBeVisible();

      await user.click(screen.getByRole('button', { name: 'Show more comments' }));
      await screen.findByText('Comentario número 40');
      expect(screen.queryByText(/No connection to the server/)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Show more comments' })).toBeEnabled();
      expect(list).toHaveBeenLastCalledWith(TOUR, comments(20).at(-1));
    });
  });
});
