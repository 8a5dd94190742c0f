/**
 * The library's lists are the same for every reader, and change only when the programme's team
 * changes the library: an answer is kept in memory beside the library's version it was read at
 * (migration 0010: a trigger counts every statement that changes scores, audiobooks, tracks,
 * video lessons or terms, whichever process makes it) and served again while the version holds.
 * The version is read with the reader's right to the library, in one statement: a kept answer
 * costs one light query, like the health check. The calendar keeps its answer lists and members'
 * months in the same map, beside their own versions (events/answers.ts, events/window.ts).
 */
import { eq, sql } from 'drizzle-orm';
import type { User } from '../auth.ts';
import type { Db } from '../db/client.ts';
import { perDatabase } from '../db/prepared.ts';
import { choirs, libraryVersion, memberships } from '../db/schema.ts';
import { forbidden } from '../http.ts';
import { libraryRefusal, libraryRule } from '../permissions.ts';

/** Whether the user may see the library (permissions.ts libraryRule). */
const confirmedIn = (conductor: boolean) =>
  sql<boolean>`exists (select 1 from ${memberships} join ${choirs} on ${choirs.id} = ${memberships.choirId}
    where ${libraryRule(conductor)})`;

/** The reader's voice parts in their choirs (issue #27; usually one), whose tracks come first. */
const ownParts = sql<number[]>`array(select distinct ${memberships.voicePart} from ${memberships}
  where ${memberships.userId} = ${sql.placeholder('userId')} and ${memberships.voicePart} is not null)`;

const standing = (db: Db, conductor: boolean) =>
  db
    .select({
      version: libraryVersion.version,
      allowed: confirmedIn(conductor),
      ownParts,
    })
    .from(libraryVersion)
    .where(eq(libraryVersion.id, 1))
    .prepare(conductor ? 'library_version_conductor' : 'library_version_singer');
const singerStanding = perDatabase((db) => standing(db, false));
const conductorStanding = perDatabase((db) => standing(db, true));

/**
 * The library's version and the reader's own voice parts, for a user allowed to see that part of
 * the library (staff always); else 403. One statement.
 */
export async function libraryVersionFor(
  db: Db,
  user: User,
  role: { conductor: boolean },
): Promise<{ version: number; ownParts: number[] }> {
  const statement = (role.conductor ? conductorStanding : singerStanding)(db);
  const [row] = await statement.execute({ userId: user.id });
  if (!row) throw forbidden();
  if (!(user.isStaff || row.allowed)) throw await libraryRefusal(db, user, role);
  return { version: row.version, ownParts: row.ownParts };
}

const MAX_KEPT = 1000;
const kept = new WeakMap<Db, Map<string, { version: number | string; answer: unknown }>>();

/** The answer kept under `key` at `version`, or the one `read` makes (then kept). */
export async function keptAnswer<T>(
  db: Db,
  key: string,
  /** A number, or several joined in a string (all must hold). */
  version: number | string,
  read: () => Promise<T>,
  /** For an answer that also depends on the clock: whether the kept one still holds now. */
  holds: (answer: T) => boolean = () => true,
): Promise<T> {
  let answers = kept.get(db);
  if (!answers) {
    answers = new Map();
    kept.set(db, answers);
  }
  const known = answers.get(key);
  answers.delete(key);
  if (known?.version === version && holds(known.answer as T)) {
    // Most recently used last: the map's first entry is the one to forget.
    answers.set(key, known);
    return known.answer as T;
  }
  // Read after the version: an answer is never older than the version it is kept under.
  const answer = await read();
  answers.set(key, { version, answer });
  if (answers.size > MAX_KEPT) {
    const oldest = answers.keys().next().value;
    if (oldest !== undefined) answers.delete(oldest);
  }
  return answer;
}
