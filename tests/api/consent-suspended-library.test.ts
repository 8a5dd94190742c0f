/**
 * A child whose parental consent is not valid (withdrawn, expired, missing) has every membership
 * suspended (issue #25, consents/state.ts): the library refuses them with a Romanian message
 * saying why, on its lists, items, files, zips and the dashboard's library boxes, and to a parent
 * acting for them; a child with a valid consent keeps it.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ACTING_HEADER } from '../../src/lib/limits.ts';
import { http } from '../../src/lib/messages.ts';
import { childConsent } from '../../src/lib/messages-child-consent.ts';
import { consents, familyLinks, users } from '../../src/server/db/schema.ts';
import { client, type TestApp } from '../helpers/app.ts';
import { consentRow } from '../helpers/consent.ts';
import { type LibraryIds, libraryApp } from '../helpers/library.ts';
import { addMembership, createChoir, createMember } from '../helpers/members.ts';

let t: TestApp;
let ids: LibraryIds;
let choirId: number;
beforeAll(async () => {
  ({ t, ids } = await libraryApp());
  choirId = await createChoir(t, { name: 'Corul Bibliotecii Suspendate' });
});
afterAll(() => t.close());

type Consent = 'valid' | 'withdrawn' | 'expired' | 'missing';
let made = 0;
/** A 12-year-old confirmed in the choir, with a consent in the given state. */
async function childWith(consent: Consent) {
  const kid = await createMember(t, `copil-biblioteca${++made}@example.com`);
  await t.db.update(users).set({ birthDate: '2014-03-10' }).where(eq(users.id, kid.id));
  await addMembership(t, kid.id, choirId, { confirmed: true });
  if (consent !== 'missing')
    await t.db.insert(consents).values(
      consentRow(consent === 'expired' ? new Date('2018-01-01T10:00:00Z') : new Date(), {
        childUserId: kid.id,
        withdrawnAt: consent === 'withdrawn' ? new Date() : null,
      }),
    );
  return kid;
}

const reads = () => [
  `/api/song/`,
  `/api/song/filters`,
  `/api/song/${ids.score}/`,
  `/api/audio-books/`,
  `/api/audio-books/${ids.book}/`,
  `/api/resources/`,
  `/api/library/track/${ids.track}/`,
  `/api/library/score/${ids.score}/pdf/`,
  `/api/library/resource/${ids.resource}/`,
  `/api/dashboard/scores/`,
  `/api/dashboard/audiobook/`,
];
const downloads = () => [
  `/api/download/score/${ids.score}/`,
  `/api/download/audiobook/${ids.book}/`,
];

describe.each(['withdrawn', 'expired', 'missing'] as const)(
  'a child whose consent is %s',
  (state) => {
    test('GET the library, its files and the dashboard boxes: 403 saying the parent’s consent is needed', async () => {
      const kid = await childWith(state);
      for (const path of reads()) {
        const res = await client(t.app, kid.token).get(path);
        expect(res.status, path).toBe(403);
        expect(await res.json(), path).toEqual({ detail: childConsent.libraryHeld });
      }
      for (const path of downloads()) {
        const res = await client(t.app, kid.token).post(path);
        expect(res.status, path).toBe(403);
        expect(await res.json(), path).toEqual({ detail: childConsent.libraryHeld });
      }
    });
  },
);

describe('the library and a child’s consent', () => {
  test('a child with a valid consent reads the library; the same child is refused once it is withdrawn', async () => {
    const kid = await childWith('valid');
    for (const path of reads())
      expect((await client(t.app, kid.token).get(path)).status, path).toBe(200);
    await t.db
      .update(consents)
      .set({ withdrawnAt: sql`now()` })
      .where(eq(consents.childUserId, kid.id));
    expect((await client(t.app, kid.token).get('/api/song/')).status).toBe(403);
  });

  test('a parent acting for a suspended child gets the same refusal; their own library stays', async () => {
    const kid = await childWith('withdrawn');
    const parent = await createMember(t, 'parinte-biblioteca@example.com');
    await addMembership(t, parent.id, choirId, { confirmed: true });
    await t.db.insert(familyLinks).values({
      parentId: parent.id,
      childId: kid.id,
      requestedBy: parent.id,
      confirmedAt: new Date(),
    });
    const acting = await t.app.request('/api/song/', {
      headers: { authorization: `Token ${parent.token}`, [ACTING_HEADER]: String(kid.id) },
    });
    expect(acting.status).toBe(403);
    expect(await acting.json()).toEqual({ detail: childConsent.libraryHeld });
    expect((await client(t.app, parent.token).get('/api/song/')).status).toBe(200);
  });

  test('a member with no confirmed membership keeps the plain refusal', async () => {
    const adult = await createMember(t, 'adult-fara-cor@example.com');
    const res = await client(t.app, adult.token).get('/api/song/');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: http.forbidden });
  });
});
