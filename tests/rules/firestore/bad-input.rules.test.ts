import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, serverTimestamp, setDoc, updateDoc, writeBatch } from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  BLANK_TEXTS,
  HOSTILE_URLS,
  overLong,
  TRICKY_TEXTS,
  WRONG_TYPES,
} from '../../support/bad-input';
import {
  C,
  ID,
  mediaRef,
  NEXT_CODE,
  rulesHarness,
  UID,
  validComment,
  validTour,
  validMessage,
  validWork,
  validMuseum,
  validUser,
  without,
  withRaise,
  type Fields,
} from '../support/fixtures';

// The bad-input corpus sent straight to Firestore, bypassing the UI: what the forms
// refuse, the database refuses too; what is merely unusual is stored as text.
const h = rulesHarness();
const NEW_ID = 'corpus-new';

/** A copy of `fields` with `path` ('name.es', 'comment') set to `value`. */
function withField(fields: Fields, path: string, value: unknown): Fields {
  const [head, tail] = path.split('.') as [string, string | undefined];
  if (tail === undefined) return { ...fields, [head]: value };
  return { ...fields, [head]: { ...(fields[head] as Fields), [tail]: value } };
}

/** A new work as the back-office adds one: with its tour's works counter raised in the same commit. */
const addWork = (fields: Fields) =>
  withRaise(h.as.admin, (batch) => batch.set(doc(h.as.admin, C.works, NEW_ID), fields), undefined, {
    takesCode: true,
  });

/**
 * Each write is a creation: what an earlier write of the same test made is removed first
 * (with the rules off), including the comment cooldown record.
 */
async function fresh(...paths: string[]) {
  await h.env.withSecurityRulesDisabled(async (context) => {
    for (const path of paths) await deleteDoc(doc(context.firestore(), path));
  });
}

/** The new work removed, and its tour's counter of codes back where a new work's code finds it. */
async function freshWork() {
  await fresh(`${C.works}/${NEW_ID}`);
  await h.env.withSecurityRulesDisabled((context) =>
    updateDoc(doc(context.firestore(), C.tours, ID.publishedTour), { nextWorkCode: NEXT_CODE }),
  );
}

interface Target {
  what: string;
  max: number;
  /** Blank allowed (optional texts such as a tour's resume). */
  optional?: boolean;
  fields: string[];
  write: (fields: Fields) => Promise<unknown>;
  /** Removes what a successful write made, so the next one is a creation again. */
  reset: () => Promise<void>;
  valid: () => Fields;
}

const targets: Target[] = [
  {
    what: 'a museum (admin)',
    max: 200,
    fields: ['name.es', 'name.en'],
    valid: () => validMuseum(NEW_ID),
    reset: () => fresh(`${C.museums}/${NEW_ID}`),
    write: async (f) => {
      return setDoc(doc(h.as.admin, C.museums, NEW_ID), f);
    },
  },
  {
    what: 'a museum (admin)',
    max: 4000,
    fields: ['description.es', 'description.en'],
    valid: () => validMuseum(NEW_ID),
    reset: () => fresh(`${C.museums}/${NEW_ID}`),
    write: async (f) => {
      return setDoc(doc(h.as.admin, C.museums, NEW_ID), f);
    },
  },
  {
    what: 'a tour (admin)',
    max: 200,
    fields: ['name.es', 'museum.es', 'museum.en'],
    valid: () => validTour(NEW_ID),
    reset: () => fresh(`${C.tours}/${NEW_ID}`),
    write: async (f) => {
      return setDoc(doc(h.as.admin, C.tours, NEW_ID), f);
    },
  },
  {
    what: 'a tour (admin)',
    max: 300,
    fields: ['address'],
    valid: () => validTour(NEW_ID),
    reset: () => fresh(`${C.tours}/${NEW_ID}`),
    write: async (f) => {
      return setDoc(doc(h.as.admin, C.tours, NEW_ID), f);
    },
  },
  {
    what: 'a tour (admin)',
    max: 2000,
    optional: true,
    fields: ['resume.es'],
    valid: () => validTour(NEW_ID),
    reset: () => fresh(`${C.tours}/${NEW_ID}`),
    write: async (f) => {
      return setDoc(doc(h.as.admin, C.tours, NEW_ID), f);
    },
  },
  {
    what: 'a work (admin)',
    max: 200,
    fields: ['name.en', 'author'],
    valid: () => validWork(NEW_ID),
    reset: freshWork,
    write: async (f) => {
      return addWork(f);
    },
  },
  {
    what: 'a work (admin)',
    max: 10000,
    optional: true,
    fields: ['transcript.es'],
    valid: () => validWork(NEW_ID),
    reset: freshWork,
    write: async (f) => {
      return addWork(f);
    },
  },
  {
    what: 'a work (admin)',
    max: 120,
    optional: true,
    fields: ['room.es', 'room.en'],
    valid: () => validWork(NEW_ID),
    reset: freshWork,
    write: async (f) => {
      return addWork(f);
    },
  },
  {
    what: 'a comment (user)',
    max: 1000,
    fields: ['comment'],
    valid: () => validComment(),
    reset: () => fresh(`${C.comments}/${NEW_ID}`, `${C.commentCooldowns}/${UID.user}`),
    write: async (f) => {
      const batch = writeBatch(h.as.user);
      batch.set(doc(h.as.user, C.comments, NEW_ID), f);
      batch.set(doc(h.as.user, C.commentCooldowns, UID.user), {
        at: serverTimestamp(),
        commentId: NEW_ID,
      });
      return batch.commit();
    },
  },
  {
    what: 'a contact message (visitor)',
    max: 100,
    fields: ['nombre'],
    valid: () => validMessage(),
    reset: () => fresh(`${C.messages}/${NEW_ID}`),
    write: async (f) => {
      return setDoc(doc(h.as.visitor, C.messages, NEW_ID), f);
    },
  },
  {
    what: 'a contact message (visitor)',
    max: 5000,
    fields: ['message'],
    valid: () => validMessage(),
    reset: () => fresh(`${C.messages}/${NEW_ID}`),
    write: async (f) => {
      return setDoc(doc(h.as.visitor, C.messages, NEW_ID), f);
    },
  },
  {
    what: 'a registration (new user)',
    max: 100,
    fields: ['name', 'surname'],
    valid: () => validUser(),
    reset: () => fresh(`${C.users}/${UID.noProfile}`),
    write: async (f) => {
      return setDoc(doc(h.as.noProfile, C.users, UID.noProfile), f);
    },
  },
];

describe('the bad-input corpus, sent straight to Firestore', () => {
  for (const target of targets) {
    for (const field of target.fields) {
      describe(`${target.what}: ${field}`, () => {
        it('accepts a valid document (so the refusals below are about the field)', async () => {
          await target.reset();
          await assertSucceeds(target.write(target.valid()));
        });
        it(`refuses ${String(target.max + 1)} characters and every wrong type`, async () => {
          await assertFails(target.write(withField(target.valid(), field, overLong(target.max))));
          for (const value of Object.values(WRONG_TYPES)) {
            await assertFails(target.write(withField(target.valid(), field, value)));
          }
        });
        if (target.optional) {
          it('accepts it empty (the field is optional)', async () => {
            await target.reset();
            await assertSucceeds(target.write(withField(target.valid(), field, '')));
          });
        } else {
          it('refuses it empty, blank or made only of invisible characters', async () => {
            for (const value of Object.values(BLANK_TEXTS)) {
              await assertFails(target.write(withField(target.valid(), field, value)));
            }
          });
        }
        it('stores HTML, script, emoji and right-to-left text as text', async () => {
          for (const value of Object.values(TRICKY_TEXTS)) {
            await target.reset();
            await assertSucceeds(target.write(withField(target.valid(), field, value)));
          }
        });
      });
    }
  }

  describe('file references', () => {
    it('refuse javascript:, data:, vbscript: and protocol-relative URLs', async () => {
      for (const url of Object.values(HOSTILE_URLS)) {
        const museum = validMuseum(NEW_ID, { image: mediaRef(NEW_ID, 'mainImg', { url }) });
        await assertFails(setDoc(doc(h.as.admin, C.museums, NEW_ID), museum));
        const work = validWork(NEW_ID);
        const media = { ...(work.media as Fields), map: mediaRef(NEW_ID, 'map', { url }) };
        await assertFails(addWork({ ...work, media }));
      }
    });
    it('refuse an SVG or an HTML page as an image', async () => {
      for (const contentType of ['image/svg+xml', 'text/html']) {
        const museum = validMuseum(NEW_ID, {
          image: mediaRef(NEW_ID, 'mainImg', { contentType }),
        });
        await assertFails(setDoc(doc(h.as.admin, C.museums, NEW_ID), museum));
      }
    });
  });

  describe('image sizes on museums and tours', () => {
    const museum = (image: Fields) =>
      setDoc(doc(h.as.admin, C.museums, NEW_ID), validMuseum(NEW_ID, { image }));
    const tour = (image: Fields) =>
      setDoc(doc(h.as.admin, C.tours, NEW_ID), validTour(NEW_ID, { image }));
    const image = (fields: Fields) => ({ ...mediaRef(NEW_ID, 'mainImg'), ...fields });

    it('accept an image with its width and height, and one without them', async () => {
      for (const write of [museum, tour]) {
        await fresh(`${C.museums}/${NEW_ID}`, `${C.tours}/${NEW_ID}`);
        await assertSucceeds(write(image({ width: 1200, height: 800 })));
        await fresh(`${C.museums}/${NEW_ID}`, `${C.tours}/${NEW_ID}`);
        await assertSucceeds(write(without(image({}), 'width', 'height')));
      }
    });
    it('refuse a width or height that is not a whole number of pixels from 1 to 16383', async () => {
      for (const write of [museum, tour]) {
        for (const bad of [0, -800, 799.5, 16384, '800', null, true, [800], { px: 800 }]) {
          await assertFails(write(image({ width: bad })));
          await assertFails(write(image({ height: bad })));
        }
      }
    });
    it('refuse a length, or any other extra key, on an image', async () => {
      for (const write of [museum, tour]) {
        await assertFails(write(image({ duration: 25 })));
        await assertFails(write(image({ alt: 'Una pintura' })));
      }
    });
    it('refuse an audio file as the cover', async () => {
      const audio = without(mediaRef(NEW_ID, 'audio-es'), 'duration');
      for (const write of [museum, tour]) {
        await assertFails(write({ ...audio, path: `${NEW_ID}/mainImg.mp3` }));
      }
    });
  });

  describe('a contact message e-mail', () => {
    it('refuses a malformed, blank, over-long or non-string address', async () => {
      for (const email of [
        'no-at-sign',
        'a@b',
        'two@@example.test',
        ' ',
        '',
        `${'a'.repeat(250)}@x.io`,
        42,
        null,
      ]) {
        await assertFails(setDoc(doc(h.as.visitor, C.messages, NEW_ID), validMessage({ email })));
      }
    });
  });
});
