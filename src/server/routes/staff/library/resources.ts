/** Resources: a file in a box (posters, brand, others) at a position; listed by box, position. */
import { asc, eq, sql } from 'drizzle-orm';
import type { StaffResource } from '../../../../lib/api/staff-library.ts';
import { type ResourceBody, resourceBodySchema } from '../../../../lib/schemas/staff-library.ts';
import { fold } from '../../../db/fold.ts';
import { resources } from '../../../db/schema.ts';
import { notFound } from '../../../http.ts';
import type { ItemKind } from './item-routes.ts';

const columns = {
  id: resources.id,
  box: resources.box,
  name: resources.name,
  file: resources.file,
  position: resources.position,
};

export const resourceKind: ItemKind<StaffResource, ResourceBody> = {
  table: resources,
  thing: 'resource',
  schema: resourceBodySchema,
  list: {
    columns,
    searched: fold(sql`${resources.name}`),
    orderBy: [asc(resources.box), asc(resources.position), asc(resources.id)],
  },
  async read(tx, id) {
    const [row] = await tx.select(columns).from(resources).where(eq(resources.id, id));
    if (!row) throw notFound();
    return row;
  },
  label: (resource) => resource.name,
  files: (resource) => [{ field: 'file', key: resource.file, kind: 'resource' }],
  values: (body) => body,
};
