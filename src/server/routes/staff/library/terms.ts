/**
 * The scores' four vocabularies (voices, themes, difficulties, choir types): GET every one in its
 * order, with how many scores use each term; POST {kind, name} at the end of its vocabulary;
 * PATCH {name?, position?}; DELETE, 409 while a score uses the term. Each change is one
 * transaction with its staff_actions row (`library_term.…`).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { StaffTerms, TermKind } from '../../../../lib/api/staff-library.ts';
import { lib } from '../../../../lib/messages-staff-library.ts';
import { termCreateSchema, termEditSchema } from '../../../../lib/schemas/staff-library.ts';
import { type AppEnv, currentUser } from '../../../auth.ts';
import type { Tx } from '../../../db/client.ts';
import { libraryTerms, scores } from '../../../db/schema.ts';
import type { AppDeps } from '../../../deps.ts';
import { badRequest, conflict, notFound, parseJson } from '../../../http.ts';
import { staffLibraryOps } from '../../../openapi/paths/staff-library.ts';
import { route } from '../../../openapi/route.ts';
import { idParam } from '../../../permissions.ts';
import { recordStaffAction } from '../../../staff/audit.ts';
import { changed } from './item-routes.ts';

const ops = staffLibraryOps.terms;

/** How many scores hold the term in the list of its kind. */
const uses = sql<number>`(select count(*)::int from ${scores} s where ${libraryTerms}.id = any(
  case ${libraryTerms}.kind when 'voice' then s.voices when 'theme' then s.themes
  when 'difficulty' then s.difficulties else s.choir_types end))`;
const termColumns = {
  id: libraryTerms.id,
  kind: libraryTerms.kind,
  name: libraryTerms.name,
  position: libraryTerms.position,
};

/** The term, locked for update. */
async function lockTerm(tx: Tx, id: number) {
  const [row] = await tx
    .select(termColumns)
    .from(libraryTerms)
    .where(eq(libraryTerms.id, id))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** 400 when another term of the vocabulary has the name (ignoring case). */
async function assertNewName(tx: Tx, kind: TermKind, name: string, id?: number) {
  const [same] = await tx
    .select({ id: libraryTerms.id })
    .from(libraryTerms)
    .where(and(eq(libraryTerms.kind, kind), sql`lower(${libraryTerms.name}) = lower(${name})`));
  if (same && same.id !== id) throw badRequest({ name: [lib.termExists] });
}

export function termRoutes(app: Hono<AppEnv>, { db }: AppDeps) {
  route(app, ops.list, async (c) => {
    const rows = await db
      .select({ ...termColumns, uses })
      .from(libraryTerms)
      .orderBy(asc(libraryTerms.position), asc(libraryTerms.id));
    const terms: StaffTerms = { voice: [], theme: [], difficulty: [], choir_type: [] };
    for (const { kind, ...term } of rows) terms[kind].push(term);
    return c.json(terms);
  });

  route(app, ops.create, async (c) => {
    const body = await parseJson(c, termCreateSchema);
    const term = await db.transaction(async (tx) => {
      await assertNewName(tx, body.kind, body.name);
      const [row] = await tx
        .insert(libraryTerms)
        .values({
          kind: body.kind,
          name: body.name,
          position: sql`(select coalesce(max(${libraryTerms.position}) + 1, 0) from ${libraryTerms} where ${libraryTerms.kind} = ${body.kind})`,
        })
        .returning(termColumns);
      if (!row) throw notFound();
      await recordStaffAction(tx, currentUser(c).id, {
        action: 'library_term.create',
        targetType: 'library_term',
        targetId: row.id,
        targetLabel: row.name,
        detail: { kind: row.kind },
      });
      return row;
    });
    return c.json({ ...term, uses: 0 }, 201);
  });

  route(app, ops.update, async (c) => {
    const id = idParam(c.req.param('id'));
    const body = await parseJson(c, termEditSchema);
    const term = await db.transaction(async (tx) => {
      const before = await lockTerm(tx, id);
      if (body.name !== undefined) await assertNewName(tx, before.kind, body.name, id);
      const [row] = await tx
        .update(libraryTerms)
        .set(body)
        .where(eq(libraryTerms.id, id))
        .returning({ ...termColumns, uses });
      if (!row) throw notFound();
      await recordStaffAction(tx, currentUser(c).id, {
        action: 'library_term.update',
        targetType: 'library_term',
        targetId: id,
        targetLabel: row.name,
        detail: {
          kind: row.kind,
          ...(row.name !== before.name ? { from: before.name } : {}),
          fields: changed(before, { name: row.name, position: row.position }),
        },
      });
      return row;
    });
    const { kind: _kind, ...answer } = term;
    return c.json(answer);
  });

  route(app, ops.remove, async (c) => {
    const id = idParam(c.req.param('id'));
    await db.transaction(async (tx) => {
      const term = await lockTerm(tx, id);
      const [used] = await tx.select({ uses }).from(libraryTerms).where(eq(libraryTerms.id, id));
      if ((used?.uses ?? 0) > 0) throw conflict(lib.termInUse);
      await tx.delete(libraryTerms).where(eq(libraryTerms.id, id));
      await recordStaffAction(tx, currentUser(c).id, {
        action: 'library_term.delete',
        targetType: 'library_term',
        targetId: id,
        targetLabel: term.name,
        detail: { kind: term.kind },
      });
    });
    return c.body(null, 204);
  });
}
