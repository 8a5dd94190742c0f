/** Answers about choirs: as the lists show them, a page of them, one choir's details. */
import * as v from 'valibot';
import { pageSchema } from './page.ts';

/**
 * A choir as every list shows it (document 1, §3), for the current user: GET /api/choir/,
 * GET /api/account/choirs/, and the answers of join_choir, remove_choir and POST /api/choir/.
 */
export const listedChoirSchema = v.strictObject({
  id: v.number(),
  /** e.g. 'Corul de copii „Armonia”' */
  name: v.string(),
  city: v.string(),
  /** County code, e.g. 'IS'. */
  county: v.string(),
  /** The county's name, e.g. 'Iași'. */
  county_name: v.string(),
  /** The programme has confirmed (activated) the choir. */
  is_confirmed: v.boolean(),
  /** A conductor of the choir has approved the user in it. */
  user_is_confirmed: v.boolean(),
  is_member: v.boolean(),
});
export type ListedChoir = v.InferOutput<typeof listedChoirSchema>;

/** GET /api/choir/: one page of choirs, ordered by name. */
export const choirPageSchema = pageSchema(listedChoirSchema);
export type ChoirPage = v.InferOutput<typeof choirPageSchema>;

/**
 * GET /api/choir/{id}/: the listed fields and the details. The last five are contact details,
 * null unless the user is a confirmed member of the choir or staff.
 */
export const choirDetailsSchema = v.strictObject({
  ...listedChoirSchema.entries,
  /** The school or institution, e.g. 'Școala Gimnazială nr. 3 Pașcani'. */
  entity: v.string(),
  /** How many children sing in it. */
  choir_members: v.number(),
  /** The user conducts this choir. */
  is_conductor: v.boolean(),
  address: v.nullable(v.string()),
  /** Contact person, e.g. 'Prof. Maria Ionescu'. */
  contact: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  email: v.nullable(v.string()),
  protocol_number: v.nullable(v.string()),
});
export type ChoirDetails = v.InferOutput<typeof choirDetailsSchema>;
