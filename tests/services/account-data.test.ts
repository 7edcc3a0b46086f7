// A person's data through the app's own services and the real rules: everything the project holds
// about the account gathered into one file, and the account deleted with all of it, the tours'
// like counts staying exact, a deletion that stopped half-way finished by running it again.
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectMyData, type AccountExport } from '@/app/pages/account/my-account/account-data';
import { deleteMyAccount, type DeletionStep } from '@/app/pages/account/my-account/delete-account';
import { addComment } from '@/features/comments/api/comments';
import { reportComment } from '@/features/comments/api/report-comment';
import { sendMessage } from '@/features/contact/api/messages';
import { likeTour } from '@/features/tours/api/likes';
import { auth } from '@/lib/firebase/auth';
import type { SessionUser } from '@/lib/session';
import {
  createAccount,
  documentIds,
  NEW_COMMENT_FLAGS,
  readDocument,
  StoredTime,
  writeDocument,
} from '../support/inspect';
import { ok, signInAs, startWithAdmin } from './support/session';

const ADMIN = { email: 'admin-own-data@museo.test', password: 'admin-pass-1' };
const ANA = { email: 'ana-own-data@museo.test', password: 'ana-pass-123' };
const AT = new StoredTime('2026-11-01T12:00:00.000000Z');
const bilingual = (text: string) => ({ es: text, en: text });

const tour = (id: string, state: 'published' | 'draft', likeCount: number) =>
  writeDocument(`exposition/${id}`, {
    tematicId: 'own-museum',
    name: bilingual(id),
    description: bilingual('d'),
    resume: bilingual(''),
    address: 'a',
    museum: bilingual('M'),
    highlight: false,
    likeCount,
    state,
    image: null,
    createdAt: AT,
    updatedAt: AT,
  });

let ana: SessionUser;

beforeAll(async () => {
  await startWithAdmin(ADMIN);
  await tour('own-tour', 'published', 1);
  await tour('own-later-draft', 'published', 0);
  // Someone else's like and comment, which must stay.
  await writeDocument('exposition/own-tour/likes/bea', { createdAt: AT, userId: 'bea' });
  await writeDocument('comments/bea-comment', {
    expositionId: 'own-tour',
    userId: 'bea',
    author: { name: 'Bea', surname: 'Sol' },
    comment: 'Lo de Bea',
    likes: [],
    ...NEW_COMMENT_FLAGS,
    createdAt: AT,
  });
  const uid = await createAccount(ANA.email, ANA.password, {
    name: 'Ana',
    surname: 'Paz',
    isAdmin: false,
  });
  ana = {
    uid,
    email: ANA.email,
    emailVerified: true,
    name: 'Ana',
    surname: 'Paz',
    isAdmin: false,
  };
  // A comment of hers and one of Bea's the team took down: in the back-office's trash.
  for (const [who, userId] of [
    ['ana', uid],
    ['bea', 'bea'],
  ] as const) {
    await writeDocument(`trash/comment_${who}-removed`, {
      kind: 'comment',
      id: `${who}-removed`,
      doc: {
        expositionId: 'own-tour',
        userId,
        author: { name: who, surname: 'X' },
        comment: `Lo que quitaron de ${who}`,
        likes: [],
        ...NEW_COMMENT_FLAGS,
        createdAt: AT,
      },
      parent: 'own-tour',
      userId,
      trashedAt: AT,
      trashedBy: 'admin',
    });
  }
  await signInAs(ANA);
  ok(await addComment({ tourId: 'own-tour', comment: 'Me encantó Berni' }, ana));
  ok(await likeTour('own-tour', ana));
  ok(await likeTour('own-later-draft', ana));
  ok(await reportComment('bea-comment', 'spam', ana));
  ok(
    await sendMessage(
      { nombre: 'Ana Paz', email: ANA.email, message: '¿Abren los lunes?' },
      ana.uid,
    ),
  );
  // A tour she liked is unpublished since: her like of it is still hers to take back.
  await writeDocument('exposition/own-later-draft', { state: 'draft' }, { only: ['state'] });
}, 60_000);

afterAll(async () => {
  await signOut(auth());
});

describe('download my data', () => {
  let data: AccountExport;

  beforeAll(async () => {
    data = ok(await collectMyData(ana));
  });

  it('holds the account as Auth and the profile know it', () => {
    expect(data.account).toMatchObject({
      uid: ana.uid,
      email: ANA.email,
      emailVerified: true,
      name: 'Ana',
      surname: 'Paz',
      isAdmin: false,
    });
    expect(Date.parse(data.account.createdAt ?? '')).toBeGreaterThan(0);
  });

  it('holds her comment, her likes (the unpublished tour’s too), her report and her message', () => {
    expect(data.comments.map((comment) => [comment.tourId, comment.text])).toEqual([
      ['own-tour', 'Me encantó Berni'],
    ]);
    expect(data.likes.map((like) => like.tourId).sort()).toEqual(['own-later-draft', 'own-tour']);
    expect(data.reports).toEqual([
      expect.objectContaining({ commentId: 'bea-comment', reason: 'spam' }),
    ]);
    expect(data.messages).toEqual([
      expect.objectContaining({ name: 'Ana Paz', message: '¿Abren los lunes?' }),
    ]);
    expect(Date.parse(data.lastCommentAt ?? '')).toBeGreaterThan(0);
  });

  it('holds her comment the team took down, still in the trash, and not Bea’s', () => {
    expect(data.removedComments).toEqual([
      {
        id: 'ana-removed',
        tourId: 'own-tour',
        text: 'Lo que quitaron de ana',
        createdAt: '2026-11-01T12:00:00.000Z',
        removedAt: '2026-11-01T12:00:00.000Z',
      },
    ]);
  });

  it('holds nothing of anyone else', () => {
    const text = JSON.stringify(data);
    expect(text).not.toContain('Lo de Bea');
    expect(text).not.toContain('"bea"');
  });
});

describe('delete my account', () => {
  it('refuses a wrong password, and changes nothing', async () => {
    const result = await deleteMyAccount(ana, 'not-her-password');
    expect(result).toMatchObject({ isError: true, error: { code: 'badCredentials' } });
    expect(await readDocument(`users/${ana.uid}`)).not.toBeNull();
    expect(await readDocument('exposition/own-tour')).toMatchObject({ likeCount: 2 });
  });

  it('removes everything of hers, keeps everyone else’s, and signs her out', async () => {
    // Her last comment a minute ago: its 30-second limit no longer holds anything back, so the
    // deletion does not wait for it (firestore.rules).
    await writeDocument(
      `commentCooldowns/${ana.uid}`,
      { at: new StoredTime(new Date(Date.now() - 60_000).toISOString()) },
      { only: ['at'] },
    );
    const steps: DeletionStep[] = [];
    ok(await deleteMyAccount(ana, ANA.password, (step) => steps.push(step)));
    expect(steps).toEqual(['password', 'comments', 'likes', 'messages', 'profile', 'account']);
    expect(auth().currentUser).toBeNull();

    expect(await documentIds('comments')).toEqual(['bea-comment']);
    expect(await documentIds('trash')).toEqual(['comment_bea-removed']);
    expect(await documentIds('exposition/own-tour/likes')).toEqual(['bea']);
    expect(await readDocument('exposition/own-tour')).toMatchObject({ likeCount: 1 });
    expect(await documentIds('exposition/own-later-draft/likes')).toEqual([]);
    expect(await readDocument('exposition/own-later-draft')).toMatchObject({ likeCount: 0 });
    expect(await readDocument(`users/${ana.uid}`)).toBeNull();
    expect(await readDocument(`commentCooldowns/${ana.uid}`)).toBeNull();
    const messages = await documentIds('messages');
    expect(messages).toHaveLength(1);
    const message = await readDocument(`messages/${messages[0] ?? ''}`);
    expect(message).toMatchObject({ nombre: 'Ana Paz', message: '¿Abren los lunes?' });
    expect(message).not.toHaveProperty('userId');
    // Her report stays with the comment she reported, the admins' to weigh, naming no one.
    expect(await documentIds('comments/bea-comment/reports')).toEqual([ana.uid]);

    await expect(signInWithEmailAndPassword(auth(), ANA.email, ANA.password)).rejects.toThrow();
  }, 60_000);
});
