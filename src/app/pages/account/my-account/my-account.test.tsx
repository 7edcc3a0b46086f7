import { act, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changePassword } from '@/features/accounts/api/account-security';
import { updateProfile } from '@/features/accounts/api/users';
import { listMyComments } from '@/features/comments/api/my-comments';
import { getTour } from '@/features/tours/api/tours';
import { listMyLikes } from '@/features/tours/api/my-likes';
import { fail, ok } from '@/lib/result';
import { SessionContext, type Session, type SessionUser } from '@/lib/session';
import { inSpanish, withPageTexts } from '@/test/i18n';
import { deleteMyAccount } from './delete-account';
import { MY_ACCOUNT_TEXTS, MyAccountPage } from './my-account';

vi.mock('@/features/accounts/api/account-security', () => ({
  changePassword: vi.fn(),
  renamedTo: vi.fn(() => Promise.resolve()),
}));
vi.mock('@/features/accounts/api/users', () => ({ updateProfile: vi.fn() }));
vi.mock('@/features/accounts/api/session', () => ({ resendVerification: vi.fn() }));
vi.mock('@/features/comments/api/my-comments', () => ({
  listMyComments: vi.fn(),
  listMyRemovedComments: vi.fn(),
  deleteMyRemovedComment: vi.fn(),
}));
vi.mock('@/features/comments/api/comments', () => ({ deleteComment: vi.fn() }));
vi.mock('@/features/tours/api/my-likes', () => ({ listMyLikes: vi.fn() }));
vi.mock('@/features/tours/api/tours', () => ({ getTour: vi.fn() }));
vi.mock('./delete-account', () => ({
  DELETION_STEPS: ['password', 'comments', 'likes', 'messages', 'profile', 'account'],
  deleteMyAccount: vi.fn(),
}));
vi.mock('./account-data', () => ({ collectMyData: vi.fn() }));

const ANA: SessionUser = {
  uid: 'ana',
  email: 'ana@museo.test',
  emailVerified: true,
  name: 'Ana',
  surname: 'Paz',
  isAdmin: false,
};

function Where() {
  const location = useLocation();
  return <p>{`at ${location.pathname}${location.search}`}</p>;
}

/** The account page at /mi-cuenta, any other address showing where the router went. */
function Page({ session }: { session: Session }) {
  return (
    <SessionContext
      value={{ session, known: true, requireAuth: () => undefined, signOut: vi.fn() }}
    >
      <MemoryRouter initialEntries={['/mi-cuenta']}>
        <Routes>
          <Route path="/mi-cuenta" element={<MyAccountPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </SessionContext>
  );
}

const renderPage = (session: Session) => render(<Page session={session} />);

const tour = (id: string, es: string, en: string) =>
  ok({ id, name: { es, en } } as unknown as Awaited<ReturnType<typeof getTour>> & object);

beforeEach(async () => {
  await inSpanish();
  await withPageTexts(MY_ACCOUNT_TEXTS);
  vi.mocked(listMyComments).mockResolvedValue(
    ok([
      {
        id: 'c1',
        tourId: 'berni',
        userId: 'ana',
        author: { name: 'Ana', surname: 'Paz' },
        comment: 'Me encantó',
        likes: [],
        hidden: true,
        reportCount: 3,
        reported: true,
        reviewed: false,
        staff: false,
        createdAt: Date.UTC(2026, 10, 1, 12),
      },
    ]),
  );
  vi.mocked(listMyLikes).mockResolvedValue(ok([{ tourId: 'gone', likedAt: null }]));
  vi.mocked(getTour).mockImplementation((id) =>
    Promise.resolve(
      id === 'berni'
        ? (tour('berni', 'Realismo social', 'Social realism') as Awaited<
            ReturnType<typeof getTour>
          >)
        : fail('permissionDenied', 'draft'),
    ),
  );
});

describe('MyAccountPage', () => {
  it('sends a signed-out visitor to sign in, and back here', () => {
    renderPage({ status: 'signedOut' });
    expect(screen.getByText('at /log-in?next=%2Fmi-cuenta')).toBeInTheDocument();
  });

  it('shows the address and whether it is confirmed, the comments with their tour, the likes', async () => {
    renderPage({ status: 'signedIn', user: { ...ANA, emailVerified: false } });
    expect(screen.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeInTheDocument();
    expect(screen.getByText('ana@museo.test')).toBeInTheDocument();
    expect(screen.getByText('Sin confirmar')).toBeInTheDocument();
    const comments = screen.getByRole('region', { name: 'Tus comentarios' });
    expect(await within(comments).findByRole('link', { name: 'Realismo social' })).toHaveAttribute(
      'href',
      '/muestra/berni',
    );
    expect(within(comments).getByText('Me encantó')).toBeInTheDocument();
    expect(within(comments).getByText('Oculto por moderación')).toBeInTheDocument();
    const likes = screen.getByRole('region', { name: 'Recorridos que te gustan' });
    expect(
      await within(likes).findByText('Un recorrido que ya no está publicado'),
    ).toBeInTheDocument();
    // Every word follows a language switch, the tour's name too.
    await i18next.changeLanguage('en');
    expect(await screen.findByRole('link', { name: 'Social realism' })).toBeInTheDocument();
    expect(screen.getByText('Not confirmed')).toBeInTheDocument();
  });

  it('saves a new name, and refuses an empty one beside its field', async () => {
    vi.mocked(updateProfile).mockResolvedValue(ok(undefined));
    renderPage({ status: 'signedIn', user: ANA });
    const user = userEvent.setup();
    const name = screen.getByLabelText('Nombre');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Guardar nombre' }));
    expect(updateProfile).not.toHaveBeenCalled();
    await user.type(name, 'Anita');
    await user.click(screen.getByRole('button', { name: 'Guardar nombre' }));
    expect(await screen.findByText('Listo: tu nombre quedó guardado.')).toBeInTheDocument();
    expect(updateProfile).toHaveBeenCalledWith('ana', { name: 'Anita', surname: 'Paz' });
  });

  it('says beside the current password that it is wrong', async () => {
    vi.mocked(changePassword).mockResolvedValue(fail('badCredentials', 'wrong'));
    renderPage({ status: 'signedIn', user: ANA });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Contraseña actual'), 'equivocada');
    await user.type(screen.getByLabelText('Contraseña nueva'), 'nueva-clave-1');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Esa no es tu contraseña actual.')).toBeInTheDocument();
    expect(changePassword).toHaveBeenCalledWith('equivocada', 'nueva-clave-1');
  });

  it('deletes the account after the password, then says goodbye and what remains', async () => {
    vi.mocked(deleteMyAccount).mockResolvedValue(ok(undefined));
    renderPage({ status: 'signedIn', user: ANA });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = screen.getByRole('dialog', { name: 'Eliminar tu cuenta' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar para siempre' }));
    expect(deleteMyAccount).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Tu contraseña'), 'mi-clave');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar para siempre' }));
    const goodbye = await screen.findByRole('heading', { name: 'Tu cuenta fue eliminada' });
    // The dialog that had the focus is gone: the goodbye has it.
    expect(goodbye).toHaveFocus();
    expect(vi.mocked(deleteMyAccount).mock.calls[0]?.slice(0, 2)).toEqual([ANA, 'mi-clave']);
  });

  it('says goodbye, not "sign in", when the deletion’s last step ends the session', async () => {
    /** The page, and what ends its session as Auth would (a test's own button). */
    function Signed() {
      const [session, setSession] = useState<Session>({ status: 'signedIn', user: ANA });
      return (
        <>
          <Page session={session} />
          <button type="button" onClick={() => setSession({ status: 'signedOut' })}>
            Auth signs out
          </button>
        </>
      );
    }
    let finish: () => void = () => undefined;
    vi.mocked(deleteMyAccount).mockImplementation(
      () =>
        new Promise((resolve) => {
          finish = () => resolve(ok(undefined));
        }),
    );
    render(<Signed />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = screen.getByRole('dialog', { name: 'Eliminar tu cuenta' });
    await user.type(within(dialog).getByLabelText('Tu contraseña'), 'mi-clave');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar para siempre' }));
    // The Auth account is deleted: the session ends while the deletion is still returning.
    await user.click(screen.getByRole('button', { name: 'Auth signs out' }));
    expect(screen.getByRole('heading', { name: 'Tu cuenta fue eliminada' })).toBeInTheDocument();
    expect(screen.queryByText(/^at \/log-in/)).toBeNull();
    await act(async () => {
      finish();
      await Promise.resolve();
    });
    expect(screen.getByRole('heading', { name: 'Tu cuenta fue eliminada' })).toBeInTheDocument();
  });

  it('says a deletion stopped half-way can be finished', async () => {
    vi.mocked(deleteMyAccount).mockImplementation((_user, _password, onStep) => {
      onStep?.('password');
      onStep?.('comments');
      return Promise.resolve(fail('network', 'offline'));
    });
    renderPage({ status: 'signedIn', user: ANA });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = screen.getByRole('dialog', { name: 'Eliminar tu cuenta' });
    await user.type(within(dialog).getByLabelText('Tu contraseña'), 'mi-clave');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar para siempre' }));
    expect(await within(dialog).findByText(/Se cortó a mitad de camino/)).toBeInTheDocument();
  });

  it('tells an admin why their account cannot be deleted from here', () => {
    renderPage({ status: 'signedIn', user: { ...ANA, isAdmin: true } });
    expect(screen.queryByRole('button', { name: 'Eliminar mi cuenta' })).toBeNull();
    expect(screen.getByText(/Sos administrador/)).toBeInTheDocument();
  });
});
