import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { SessionProvider } from './session-provider';

const auth = vi.hoisted(() => ({
  observeSession: vi.fn((callback: (user: null) => void) => {
    setTimeout(() => callback(null), 0);
    return () => undefined;
  }),
  signOutUser: vi.fn(),
}));
vi.mock('@/features/accounts/api/session', () => auth);

// A page that never becomes idle, for the test that needs it.
const idle = vi.hoisted(() => ({ never: false }));
vi.mock('@/lib/moments', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/moments')>();
  return {
    ...actual,
    afterIdle: () => (idle.never ? new Promise<void>(() => undefined) : actual.afterIdle()),
  };
});

function Probe() {
  const { session, known, requireAuth } = useSession();
  return (
    <>
      <p>{`${session.status} ${known ? 'known' : 'unknown'}`}</p>
      <button type="button" onClick={requireAuth}>
        sign in
      </button>
    </>
  );
}

function renderProbe() {
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  );
}

/** What a screen that needs Auth does (the probe's button). */
function requireAuth() {
  act(() => screen.getByRole('button', { name: 'sign in' }).click());
}

afterEach(() => {
  idle.never = false;
  localStorage.clear();
  vi.clearAllMocks();
});

describe('SessionProvider', () => {
  it('never loads Auth for a visitor who has not signed in on this device', async () => {
    renderProbe();
    expect(screen.getByText('signedOut unknown')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(auth.observeSession).not.toHaveBeenCalled();
  });

  it('loads Auth at once when a screen requires it, and reports when it has answered', async () => {
    renderProbe();
    requireAuth();
    await waitFor(() => expect(screen.getByText('signedOut known')).toBeInTheDocument());
    expect(auth.observeSession).toHaveBeenCalledTimes(1);
  });

  it('with a remembered hint shows it while loading Auth once the page is idle', async () => {
    localStorage.setItem('sessionHint', JSON.stringify({ name: 'Ana', isAdmin: false }));
    renderProbe();
    expect(screen.getByText('loading unknown')).toBeInTheDocument();
    await waitFor(() => expect(auth.observeSession).toHaveBeenCalledTimes(1), { timeout: 4000 });
    await waitFor(() => expect(screen.getByText('signedOut known')).toBeInTheDocument());
    // Auth says nobody is signed in: the stale hint is forgotten.
    expect(localStorage.getItem('sessionHint')).toBeNull();
  });

  it('with a hint, loads Auth at once when a screen requires it, without waiting for idle', async () => {
    localStorage.setItem('sessionHint', JSON.stringify({ name: 'Ana', isAdmin: true }));
    idle.never = true;
    renderProbe();
    requireAuth();
    await waitFor(() => expect(screen.getByText('signedOut known')).toBeInTheDocument());
    expect(auth.observeSession).toHaveBeenCalledTimes(1);
  });
});
