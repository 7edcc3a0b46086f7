import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  C,
  ID,
  PAST,
  rulesHarness,
  text,
  validMessage,
  type Db,
  type Fields,
} from '../support/fixtures';

const h = rulesHarness();

const NEW_ID = 'message-new';
const message = (db: Db, id: string = ID.message) => doc(db, C.messages, id);
const messages = (db: Db) => collection(db, C.messages);
const send = (db: Db, fields: Fields) => setDoc(message(db, NEW_ID), fields);
const markHandled = (db: Db) => updateDoc(message(db), { handled: true });

describe('messages', () => {
  describe('visitor', () => {
    it('can send a contact message', async () => {
      await assertSucceeds(send(h.as.visitor, validMessage()));
    });
    it('can send a 5000-character message', async () => {
      await assertSucceeds(send(h.as.visitor, validMessage({ message: text(5000) })));
    });
    it('cannot send a 5001-character message', async () => {
      await assertFails(send(h.as.visitor, validMessage({ message: text(5001) })));
    });
    it('cannot send an empty message', async () => {
      await assertFails(send(h.as.visitor, validMessage({ message: '  ' })));
    });
    it('cannot send a 101-character name', async () => {
      await assertFails(send(h.as.visitor, validMessage({ nombre: text(101) })));
    });
    it('cannot send a message with a malformed email', async () => {
      await assertFails(send(h.as.visitor, validMessage({ email: 'not-an-email' })));
    });
    it('cannot send a message with an over-long email', async () => {
      await assertFails(send(h.as.visitor, validMessage({ email: `${text(250)}@example.test` })));
    });
    it('cannot send a message with an extra key', async () => {
      await assertFails(send(h.as.visitor, validMessage({ phone: '+54 11 0000 0000' })));
    });
    it('cannot send a message already marked handled', async () => {
      await assertFails(send(h.as.visitor, validMessage({ handled: true })));
    });
    it('cannot send a message with a client-chosen createdAt', async () => {
      await assertFails(send(h.as.visitor, validMessage({ createdAt: PAST })));
    });
    it('cannot get a message', async () => {
      await assertFails(getDoc(message(h.as.visitor)));
    });
    it('cannot list messages', async () => {
      await assertFails(getDocs(messages(h.as.visitor)));
    });
    it('cannot update a message', async () => {
      await assertFails(markHandled(h.as.visitor));
    });
    it('cannot delete a message', async () => {
      await assertFails(deleteDoc(message(h.as.visitor)));
    });
  });

  describe('user', () => {
    it('can send a contact message', async () => {
      await assertSucceeds(send(h.as.user, validMessage()));
    });
    it('cannot get a message', async () => {
      await assertFails(getDoc(message(h.as.user)));
    });
    it('cannot list messages', async () => {
      await assertFails(getDocs(messages(h.as.user)));
    });
    it('cannot list even the messages sent from its own email', async () => {
      await assertFails(
        getDocs(query(messages(h.as.user), where('email', '==', 'lucia@example.test'))),
      );
    });
    it('cannot mark a message handled', async () => {
      await assertFails(markHandled(h.as.user));
    });
    it('cannot delete a message', async () => {
      await assertFails(deleteDoc(message(h.as.user)));
    });
  });

  describe('signed-in user without a profile', () => {
    it('cannot list messages', async () => {
      await assertFails(getDocs(messages(h.as.noProfile)));
    });
  });

  describe('admin', () => {
    it('can get a message', async () => {
      await assertSucceeds(getDoc(message(h.as.admin)));
    });
    it('can list messages', async () => {
      await assertSucceeds(getDocs(messages(h.as.admin)));
    });
    it('can mark a message handled', async () => {
      await assertSucceeds(markHandled(h.as.admin));
    });
    it('cannot change the text of a message', async () => {
      await assertFails(updateDoc(message(h.as.admin), { message: 'Otro texto' }));
    });
    it('cannot set handled to a string', async () => {
      await assertFails(updateDoc(message(h.as.admin), { handled: 'yes' }));
    });
    it('can delete a message', async () => {
      await assertSucceeds(deleteDoc(message(h.as.admin)));
    });
  });
});
