import { render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getUserRecord } from '@/features/accounts/api/users';
import { ok } from '@/lib/result';
import { SessionContext, type SessionApi } from '@/lib/session';
import { startInSpanish } from '../test-support';
import { LastChange, useChangerNames, type Changed } from './last-change';

vi.mock('@/features/accounts/api/users', () => ({ getUserRecord: vi.fn() }));

const HOUR = 3_600_000;
const ADA = { name: 'Ada', surname: 'Lovelace' };
const GRACE = { name: 'Grace', surname: 'Hopper' };

function signedInAs(uid: string): SessionApi {
  return {
    session: {
      status: 'signedIn',
      user: {
        uid,
        email: `${uid}@museo.test`,
        name: 'Yo',
        surname: 'Misma',
        isAdmin: true,
        emailVerified: true,
      },
    },
    known: true,
    requireAuth: () => undefined,
    signOut: () => Promise.resolve(),
  };
}

/** A list of records as a back-office list shows them, one line each. */
function Lines({ records }: { records: (Changed & { id: string })[] }) {
  const names = useChangerNames(records);
  return (
    <ul>
      {records.map((record) => (
        <li key={record.id} data-testid={record.id}>
          <LastChange record={record} names={names} />
        </li>
      ))}
    </ul>
  );
}

function show(records: (Changed & { id: string })[], me = 'me') {
  vi.mocked(getUserRecord).mockImplementation((uid) =>
    Promise.resolve(
      uid === 'ada' || uid === 'grace'
        ? ok({
            id: uid,
            email: `${uid}@museo.test`,
            isAdmin: true,
            authProvider: 'local' as const,
            ...(uid === 'ada' ? ADA : GRACE),
          })
        : { isError: true as const, error: { code: 'notFound' as const } },
    ),
  );
  return render(
    <SessionContext.Provider value={signedInAs(me)}>
      <Lines records={records} />
    </SessionContext.Provider>,
  );
}

/** The line a record shows (the time is an element of its own), once it reads `text`. */
const lineReads = (id: string, text: string) =>
  waitFor(() => expect(screen.getByTestId(id)).toHaveTextContent(new RegExp(`^${text}$`)));

describe('who changed a record last, as an admin sees it', () => {
  startInSpanish();
  beforeEach(() => {
    vi.mocked(getUserRecord).mockClear();
  });
  const now = Date.now();

  it('names the admin and says how long ago, reading each admin once for the whole list', async () => {
    show([
      { id: 'a', updatedBy: 'ada', updatedAt: now - 2 * HOUR - 60_000 },
      { id: 'b', updatedBy: 'ada', updatedAt: now - 5 * 60_000 },
      { id: 'c', updatedBy: 'grace', updatedAt: now - 3 * 24 * HOUR },
    ]);
    await lineReads('a', 'Modificado por Ada Lovelace · hace 2 horas');
    await lineReads('b', 'Modificado por Ada Lovelace · hace 5 minutos');
    await lineReads('c', 'Modificado por Grace Hopper · hace 3 días');
    expect(
      vi
        .mocked(getUserRecord)
        .mock.calls.map(([uid]) => uid)
        .sort(),
    ).toEqual(['ada', 'grace']);
  });

  it('says "vos" for the admin signed in, without reading their record', async () => {
    show([{ id: 'a', updatedBy: 'me', updatedAt: now - 30_000 }]);
    await lineReads('a', 'Modificado por vos · recién');
    await Promise.resolve();
    expect(getUserRecord).not.toHaveBeenCalled();
  });

  it('shows "—" for a record stored before it was recorded, and for an account it cannot read', async () => {
    show([
      { id: 'old', updatedAt: now - HOUR },
      { id: 'gone', updatedBy: 'someone-gone', updatedAt: now - HOUR },
    ]);
    await lineReads('old', 'Modificado por —');
    await lineReads('gone', 'Modificado por — · hace 1 hora');
  });

  it('says it in English on an English page', async () => {
    await i18next.changeLanguage('en');
    show([
      { id: 'a', updatedBy: 'ada', updatedAt: now - 2 * HOUR },
      { id: 'b', updatedBy: 'me', updatedAt: now - HOUR },
    ]);
    await lineReads('a', 'Changed by Ada Lovelace · 2 hours ago');
    await lineReads('b', 'Changed by you · 1 hour ago');
  });
});
