/**
 * A choir's profile (its paths: src/lib/paths/choirs.ts, beside the choir's; document 2, §5, §7):
 * PATCH {id} saves the whole choir form, POST {id}/image replaces the choir's image, GET
 * {id}/history pages through what changed. All three are for a conductor of the confirmed choir
 * or staff (403 otherwise, 404 for no such choir). What staff change here is recorded in the
 * back office's journal too (staff_actions), as from the back office's own choir routes.
 *
 * Concurrent edits: the form carries the `version` it was filled from. The choir's row is locked,
 * the version compared, and only then written with version + 1; a stale version answers 409 and
 * writes nothing, so neither of two conductors editing at once loses the other's changes unseen.
 * The image is not part of the form and does not bump the version: uploading it never makes the
 * open form stale.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CHOIR_IMAGE_MAX_BYTES } from '../../lib/limits.ts';
import { choirProfile as cp } from '../../lib/messages.ts';
import { choirEditSchema } from '../../lib/schemas/choir.ts';
import { type AppEnv, currentUser } from '../auth.ts';
import { readChoirDetails } from '../choirs/details.ts';
import { saveChoirForm } from '../choirs/edit.ts';
import { historyPage, readPageParam, recordHistory } from '../choirs/history.ts';
import { choirs } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError, badRequest, parseForm, parseJson } from '../http.ts';
import { choirOps as ops } from '../openapi/paths/choirs.ts';
import { route } from '../openapi/route.ts';
import { idParam, lockChoirForConductor, requireConductor } from '../permissions.ts';
import { reencodeChoirImage } from '../services/images.ts';
import { randomToken } from '../services/tokens.ts';
import { recordStaffAction } from '../staff/audit.ts';

export function choirProfileRoutes(deps: AppDeps) {
  const { db } = deps;

  const tooLarge = () => new ApiError(413, { image: [cp.imageTooLarge] });
  const imageLimit = bodyLimit({
    // The file plus the multipart frame around it.
    maxSize: CHOIR_IMAGE_MAX_BYTES + 64 * 1024,
    onError: () => {
      throw tooLarge();
    },
  });

  const app = new Hono<AppEnv>();
  route(app, ops.update, async (c) => {
    const user = currentUser(c);
    const id = idParam(c.req.param('id'));
    await requireConductor(db, user, id);
    const body = await parseJson(c, choirEditSchema);
    const details = await db.transaction(async (tx) => {
      const choir = await lockChoirForConductor(tx, user, id);
      // Staff may edit here too (Corul meu): the back office's journal records it.
      await saveChoirForm(tx, choir, body, user);
      return readChoirDetails(tx, user, id);
    });
    return c.json(details);
  });
  route(app, ops.image, imageLimit, async (c) => {
    const user = currentUser(c);
    const id = idParam(c.req.param('id'));
    await requireConductor(db, user, id);
    const file = (await parseForm(c)).image;
    if (!(file instanceof File)) throw badRequest({ image: [cp.imageNotImage] });
    if (file.size > CHOIR_IMAGE_MAX_BYTES) throw tooLarge();
    const image = await reencodeChoirImage(new Uint8Array(await file.arrayBuffer()));
    if (!image) throw badRequest({ image: [cp.imageNotImage] });
    const logo = await deps.storage.save(`choirs/${id}-${randomToken(9)}.webp`, image);
    // The row is locked while it changes: of two uploads at once, each removes exactly the
    // file it replaced, and no file is left behind unreferenced.
    const replaced = await db
      .transaction(async (tx) => {
        const choir = await lockChoirForConductor(tx, user, id);
        await tx.update(choirs).set({ logo }).where(eq(choirs.id, id));
        await recordHistory(tx, { choirId: id, actorId: user.id, action: 'image' });
        if (user.isStaff)
          await recordStaffAction(tx, user.id, {
            action: 'choir.image',
            targetType: 'choir',
            targetId: id,
            targetLabel: choir.name,
          });
        return choir.logo;
      })
      .catch(async (error: unknown) => {
        await deps.storage.remove(logo);
        throw error;
      });
    if (replaced) await deps.storage.remove(replaced);
    return c.json(await readChoirDetails(db, user, id));
  });
  route(app, ops.history, async (c) => {
    const id = idParam(c.req.param('id'));
    await requireConductor(db, currentUser(c), id);
    return c.json(await historyPage(db, id, readPageParam(c.req.query('page'))));
  });
  return app;
}
