/** Answers about choirs: as the lists show them, a page of them, one choir's details, its history. */
import * as v from 'valibot';
import { CHOIR_HISTORY_ACTION_KEYS } from '../messages-choir-profile.ts';
import { isoMoment } from './formats.ts';
import { pageSchema } from './page.ts';

/** What every list of choirs shows of one: the members' lists and the back office's. */
export const choirEntries = {
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
};

/**
 * A choir as every list shows it (document 1, §3), for the current user: GET /api/choir/,
 * GET /api/account/choirs/, and the answers of join_choir, remove_choir and POST /api/choir/.
 */
export const listedChoirSchema = v.strictObject({
  ...choirEntries,
  /** A conductor of the choir has approved the user in it. */
  user_is_confirmed: v.boolean(),
  is_member: v.boolean(),
});
export type ListedChoir = v.InferOutput<typeof listedChoirSchema>;

/** GET /api/choir/: one page of choirs, ordered by name. */
export const choirPageSchema = pageSchema(listedChoirSchema);
export type ChoirPage = v.InferOutput<typeof choirPageSchema>;

/**
 * GET /api/choir/{id}/ (and the answers of PATCH and of the image upload): the listed fields,
 * the details and the profile. address, contact, phone, email and protocol_number are contact
 * details, null unless the user is a confirmed member of the choir or staff.
 */
export const choirDetailsSchema = v.strictObject({
  ...listedChoirSchema.entries,
  /** The school or institution, e.g. 'Școala Gimnazială nr. 3 Pașcani'. */
  entity: v.string(),
  /** How many children sing in it. */
  choir_members: v.number(),
  /** The user conducts this choir. */
  is_conductor: v.boolean(),
  /** The user's own voice part in this choir (issue #27): a term id of GET /api/song/filters `voices`, or null. */
  my_voice_part: v.nullable(v.number()),
  address: v.nullable(v.string()),
  /** Contact person, e.g. 'Prof. Maria Ionescu'. */
  contact: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  email: v.nullable(v.string()),
  protocol_number: v.nullable(v.string()),
  /** Public path of the choir's image (WebP), e.g. '/media/choirs/12-Ab3dE.webp', or null. */
  logo: v.nullable(v.string()),
  /** A few paragraphs about the choir; '' when not written. */
  description: v.string(),
  /** The founding year, e.g. 2015, or null. */
  year: v.nullable(v.number()),
  /** e.g. 'Sopran, alto'; '' when not given. */
  voices: v.string(),
  awards: v.array(v.string()),
  /** Festivals, concerts and tours. */
  participation: v.array(v.string()),
  /** Bumped by every edit of the form: PATCH sends back the version it was filled from. */
  version: v.number(),
  /** The user may edit the choir: a conductor of the confirmed choir, or staff. */
  can_edit: v.boolean(),
});
export type ChoirDetails = v.InferOutput<typeof choirDetailsSchema>;

/** One entry of a choir's history: who changed what, newest first. */
export const choirHistoryEntrySchema = v.strictObject({
  id: v.number(),
  action: v.picklist(CHOIR_HISTORY_ACTION_KEYS),
  /** Who did it, e.g. 'Ana Popescu'; null once that account is deleted. */
  actor_name: v.nullable(v.string()),
  /** The member it concerned (approved, removed…); null for the choir's own changes. */
  subject_name: v.nullable(v.string()),
  /** The fields a profile edit changed, by API name, e.g. ['description', 'awards']; never values. */
  fields: v.array(v.string()),
  /** Why the programme's team confirmed the choir or withdrew its confirmation; else null. */
  reason: v.nullable(v.string()),
  created_at: isoMoment,
});
export type ChoirHistoryEntry = v.InferOutput<typeof choirHistoryEntrySchema>;

/** GET /api/choir/{id}/history/: one page (10 entries), newest first. */
export const choirHistoryPageSchema = pageSchema(choirHistoryEntrySchema);
export type ChoirHistoryPage = v.InferOutput<typeof choirHistoryPageSchema>;
