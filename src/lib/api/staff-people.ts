/**
 * The back office's people (GET /api/staff/people/, GET /api/staff/people/{id}/) and the members
 * of the choirs (GET /api/staff/people/members/).
 */
import * as v from 'valibot';
import { memberConsentSchema } from './consent.ts';
import { isoMoment } from './formats.ts';
import { cappedPageSchema } from './page.ts';

/** An account's state: active, never activated, or blocked by staff (whatever else). */
export const PERSON_STATES = ['active', 'inactive', 'blocked'] as const;
export type PersonState = (typeof PERSON_STATES)[number];

/**
 * The people list's role filter: conductor of some choir, member (not conductor) of some choir,
 * the programme's staff, or in no choir at all.
 */
export const PERSON_ROLES = ['conductor', 'singer', 'staff', 'none'] as const;
export type PersonRole = (typeof PERSON_ROLES)[number];

/** The members list's role filter: a membership's role. */
export const MEMBER_ROLES = ['conductor', 'singer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** A row of the people list. */
export const staffPersonSchema = v.strictObject({
  id: v.number(),
  /** First and last name. */
  name: v.string(),
  email: v.string(),
  state: v.picklist(PERSON_STATES),
  is_staff: v.boolean(),
  /** Choirs the account belongs to (requests waiting for approval included). */
  choirs_count: v.number(),
  created_at: isoMoment,
});
export type StaffPerson = v.InferOutput<typeof staffPersonSchema>;
export const staffPersonPageSchema = cappedPageSchema(staffPersonSchema);

/** A membership as the account's detail and the members list show it. */
const membership = {
  choir_id: v.number(),
  choir_name: v.string(),
  /** County code, e.g. 'IS'. */
  county: v.string(),
  county_name: v.string(),
  /** The choir's city. */
  city: v.string(),
  is_conductor: v.boolean(),
  /** A conductor approved the request. */
  is_confirmed: v.boolean(),
  /** When the request was made. */
  joined_at: isoMoment,
};
export const staffPersonMembershipSchema = v.strictObject(membership);
export type StaffPersonMembership = v.InferOutput<typeof staffPersonMembershipSchema>;

/** GET /api/staff/people/{id}/: the account (never its password hash), its choirs and sessions. */
export const staffPersonDetailSchema = v.strictObject({
  id: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  county: v.nullable(v.string()),
  city: v.nullable(v.string()),
  state: v.picklist(PERSON_STATES),
  is_staff: v.boolean(),
  created_at: isoMoment,
  activated_at: v.nullable(isoMoment),
  blocked_at: v.nullable(isoMoment),
  /** The reason given by the staff member who blocked it ('' for none), while blocked. */
  block_reason: v.nullable(v.string()),
  /** Unexpired sessions (0 once blocked). */
  open_sessions: v.number(),
  /** The newest session's start, null when it has none. */
  last_login_at: v.nullable(isoMoment),
  /** Conductor roles first, then by choir name. */
  memberships: v.array(staffPersonMembershipSchema),
  /** The parental consent of an account under 16 (issue #25), null for one 16 or older. */
  consent: memberConsentSchema,
});
export type StaffPersonDetail = v.InferOutput<typeof staffPersonDetailSchema>;

/** A row of the members list: one membership of one account. */
export const staffMemberSchema = v.strictObject({
  user_id: v.number(),
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  ...membership,
});
export type StaffMember = v.InferOutput<typeof staffMemberSchema>;
export const staffMemberPageSchema = cappedPageSchema(staffMemberSchema);
