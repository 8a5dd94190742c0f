/** Answers of the signed-in user's own account (GET /api/account/details/ and the edits). */
import * as v from 'valibot';
import { sex } from '../schemas/fields.ts';
import { isoDay } from './formats.ts';

/** The user details of spec §3. */
export const userDetailsSchema = v.strictObject({
  id: v.number(),
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  /** A path such as '/media/avatars/12-abc.webp', or null. */
  avatar: v.nullable(v.string()),
  /** 'gdpr-agree' until the user agrees, then 'active'. */
  status: v.picklist(['gdpr-agree', 'active']),
  birth_date: v.nullable(isoDay),
  sex: v.nullable(sex),
  phone: v.string(),
  /** County code, e.g. 'CJ'. */
  judet: v.nullable(v.string()),
  localitate: v.nullable(v.string()),
  /** True once birth date, sex, county and city are known. */
  is_completed: v.boolean(),
  /** Ids of the choirs this user conducts. */
  conductor_in: v.array(v.number()),
  is_staff: v.boolean(),
  /** The user has at least one linked child (issue #25): the toolbar shows the child switcher. */
  has_children: v.boolean(),
  /** A linked member of 16 or older who has not taken over their own consent yet (issue #25). */
  takeover_due: v.boolean(),
});
export type UserDetails = v.InferOutput<typeof userDetailsSchema>;

/** POST /api/account/avatar */
export const avatarAnswerSchema = v.strictObject({
  /** The new avatar's path, e.g. '/media/avatars/12-abc.webp'. */
  avatar: v.string(),
});
export type AvatarAnswer = v.InferOutput<typeof avatarAnswerSchema>;
