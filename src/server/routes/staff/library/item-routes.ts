/**
 * The five routes of one kind of library item (scores, audiobooks, video lessons, resources),
 * written once for the four kinds, each of which only says what differs (its table, columns,
 * search, order, files and checks):
 * - GET the list: a page (`?q=` searched folded, `?page=`);
 * - POST: the body checked, its files checked (staff/library-keys.ts), the row written;
 * - GET `{id}/`: the item, every field;
 * - PATCH `{id}/`: the fields sent over the item as it is (read under its lock), checked whole;
 * - DELETE `{id}/`.
 * Every change is one transaction with its staff_actions row (`<thing>.create`, `.update` with
 * the fields changed, `.delete`); the files the item lets go of are removed from the storage
 * after it commits (removeUnnamed).
 */
import { count, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { STAFF_PAGE_SIZE } from '../../../../lib/limits.ts';
import { toFieldErrors } from '../../../../lib/schemas/errors.ts';
import { type AppEnv, currentUser } from '../../../auth.ts';
import type { Tx } from '../../../db/client.ts';
import { fold } from '../../../db/fold.ts';
import { likePattern } from '../../../db/like.ts';
import type { AppDeps } from '../../../deps.ts';
import { badRequest, notFound, parseJson } from '../../../http.ts';
import type { Operation } from '../../../openapi/operation.ts';
import { route } from '../../../openapi/route.ts';
import { idParam } from '../../../permissions.ts';
import { recordStaffAction } from '../../../staff/audit.ts';
import { checkKeys, type KeyField, removeUnnamed } from '../../../staff/library-keys.ts';
import { offsetOf, readSearch, readStaffPage, staffPage } from '../../../staff/list.ts';

/** What one kind of item is; `Body` is its request body, `Item` its full answer. */
export interface ItemKind<Item extends { id: number }, Body> {
  table: PgTable & { id: AnyPgColumn<{ data: number; notNull: true }> };
  /** The journal's name: `<thing>.create`…, and the target type. */
  thing: 'score' | 'audiobook' | 'video_lesson' | 'resource';
  schema: v.GenericSchema<unknown, Body>;
  list: {
    columns: SelectedFields;
    /** The folded text `?q=` looks in (a stored search column, or fold() of a column). */
    searched: SQL;
    orderBy: (PgColumn | SQL)[];
  };
  read: (tx: Tx, id: number) => Promise<Item>;
  /** The item's name in the journal. */
  label: (item: Item) => string;
  /** The files a body or an item names, with the kind of upload each field takes. */
  files: (item: Item | Body) => KeyField[];
  /** Checks beyond the schema and the files (the score's terms), before the files. */
  check?: (tx: Tx, body: Body) => Promise<void>;
  /** The row's columns from a body. */
  values: (body: Body) => Record<string, unknown>;
  /** Writes what is not in the row (the tracks), once the row is written. */
  writeMore?: (tx: Tx, id: number, body: Body) => Promise<void>;
}

/** The operations of one kind: its group of src/server/openapi/paths/staff-library.ts. */
export type ItemOps = Record<'list' | 'create' | 'get' | 'update' | 'remove', Operation>;

/** `%q%` folded (case and diacritics ignored), LIKE's wildcards taken literally. */
export const searchPattern = (q: string) => fold(sql`${likePattern(q)}::text`);

/** The names of the fields whose value changed (the journal's detail of an edit); ids aside. */
const withoutIds = (value: unknown) =>
  JSON.stringify(value, (k, v) => (k === 'id' ? undefined : v));
export const changed = (before: object, after: object) =>
  Object.entries(after)
    .filter(([k, value]) => k !== 'id' && withoutIds(value) !== withoutIds(Reflect.get(before, k)))
    .map(([k]) => k);

/** The body of a PATCH: the item as it is with the fields sent, validated whole. */
const patched =
  <Body>(schema: v.GenericSchema<unknown, Body>, sent: Record<string, unknown>) =>
  (before: object | null): Body => {
    const result = v.safeParse(schema, { ...before, ...sent });
    if (!result.success) throw badRequest(toFieldErrors(result.issues));
    return result.output;
  };

const keysOf = (fields: KeyField[]) => fields.map((f) => f.key);

export function itemRoutes<Item extends { id: number }, Body>(
  app: Hono<AppEnv>,
  { db, library }: AppDeps,
  ops: ItemOps,
  kind: ItemKind<Item, Body>,
) {
  const { table, thing } = kind;
  const actor = (c: Context<AppEnv>) => currentUser(c).id;

  /** Creates (no id) or updates the item; its state before (null for a new one) and after. */
  async function write(tx: Tx, input: (before: Item | null) => Body, id?: number) {
    if (id !== undefined)
      await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
    const before = id === undefined ? null : await kind.read(tx, id);
    const body = input(before);
    await kind.check?.(tx, body);
    await checkKeys(tx, library, kind.files(body), before ? keysOf(kind.files(before)) : []);
    const values = kind.values(body) as never;
    const [row] =
      id === undefined
        ? await tx.insert(table).values(values).returning({ id: table.id })
        : await tx.update(table).set(values).where(eq(table.id, id)).returning({ id: table.id });
    if (!row) throw notFound();
    await kind.writeMore?.(tx, row.id, body);
    return { before, after: await kind.read(tx, row.id) };
  }

  route(app, ops.list, async (c) => {
    const q = readSearch(c);
    const page = readStaffPage(c);
    const where = q ? sql`${kind.list.searched} like ${searchPattern(q)}` : undefined;
    const [total] = await db.select({ n: count() }).from(table).where(where);
    const rows = await db
      .select(kind.list.columns)
      .from(table)
      .where(where)
      .orderBy(...kind.list.orderBy)
      .limit(STAFF_PAGE_SIZE)
      .offset(offsetOf(page));
    return c.json(staffPage(c, page, total?.n ?? 0, rows));
  });

  route(app, ops.create, async (c) => {
    const body = await parseJson(c, kind.schema);
    const item = await db.transaction(async (tx) => {
      const { after } = await write(tx, () => body);
      await recordStaffAction(tx, actor(c), {
        action: `${thing}.create`,
        targetType: thing,
        targetId: after.id,
        targetLabel: kind.label(after),
      });
      return after;
    });
    return c.json(item, 201);
  });

  route(app, ops.get, async (c) =>
    c.json(await db.transaction((tx) => kind.read(tx, idParam(c.req.param('id'))))),
  );

  route(app, ops.update, async (c) => {
    const id = idParam(c.req.param('id'));
    // The fields sent, checked for control characters; validated once merged.
    const sent = await parseJson(c, v.record(v.string(), v.unknown()));
    const { before, after } = await db.transaction(async (tx) => {
      const written = await write(tx, patched(kind.schema, sent), id);
      await recordStaffAction(tx, actor(c), {
        action: `${thing}.update`,
        targetType: thing,
        targetId: id,
        targetLabel: kind.label(written.after),
        detail: { fields: changed(written.before ?? {}, written.after) },
      });
      return written;
    });
    if (before) await removeUnnamed(db, library, keysOf(kind.files(before)));
    return c.json(after);
  });

  route(app, ops.remove, async (c) => {
    const id = idParam(c.req.param('id'));
    const gone = await db.transaction(async (tx) => {
      const item = await kind.read(tx, id);
      await tx.delete(table).where(eq(table.id, id));
      await recordStaffAction(tx, actor(c), {
        action: `${thing}.delete`,
        targetType: thing,
        targetId: id,
        targetLabel: kind.label(item),
      });
      return item;
    });
    await removeUnnamed(db, library, keysOf(kind.files(gone)));
    return c.body(null, 204);
  });
}
