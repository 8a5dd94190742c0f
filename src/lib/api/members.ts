/** A choir's members (GET /api/choir/{id}/members/ and the conductor's actions on them). */
import * as v from 'valibot';
import { sex } from '../schemas/fields.ts';
import { memberConsentSchema } from './consent.ts';
import { isoDay, isoMoment } from './formats.ts';

/** A member as a fellow singer sees them (spec §6: name, city and county; no children's data). */
export const choirMemberPublicSchema = v.strictObject({
  /** The user's id (the same as user_id). */
  id: v.number(),
  user_id: v.number(),
  /** 'First Last' */
  name: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  city: v.nullable(v.string()),
  /** County code, e.g. 'IS'. */
  county: v.nullable(v.string()),
  avatar: v.nullable(v.string()),
  /** Spec §9: '1' conductor, '0' singer. */
  type: v.picklist(['0', '1']),
  /** true approved, false waiting for approval. */
  status: v.boolean(),
});
export type ChoirMemberPublic = v.InferOutput<typeof choirMemberPublicSchema>;

/** A member as the choir's conductors and staff see them. */
export const choirMemberSchema = v.strictObject({
  ...choirMemberPublicSchema.entries,
  email: v.string(),
  sex: v.nullable(sex),
  birth_date: v.nullable(isoDay),
  /** When the request reached the choir. */
  date_joined: isoMoment,
  /** The parental consent of a member under 16 (issue #25); null for one 16 or older. */
  consent: memberConsentSchema,
  /** The member's voice part (issue #27): a term id of GET /api/song/filters `voices`, or null. */
  voice_part: v.nullable(v.number()),
});
export type ChoirMember = v.InferOutput<typeof choirMemberSchema>;

/** GET /api/choir/{id}/members/: conductors and staff get the full shape, singers the public one. */
export const choirMembersSchema = v.union([
  v.array(choirMemberSchema),
  v.array(choirMemberPublicSchema),
]);
export type ChoirMembers = v.InferOutput<typeof choirMembersSchema>;

/** One item of the list in either shape, for code that shows both: the conductors' fields are optional. */
export type AnyChoirMember = ChoirMemberPublic & Partial<ChoirMember>;
