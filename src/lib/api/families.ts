/** Answers of the families routes (issue #25). */
import * as v from 'valibot';
import { memberConsentSchema } from './consent.ts';
import { isoDay } from './formats.ts';

const familyChoirSchema = v.strictObject({
  id: v.number(),
  name: v.string(),
  /** Approved by the choir's conductor. */
  is_confirmed: v.boolean(),
});

/** One of a parent's children, with what the 'Copiii mei' list and the switcher show. */
export const familyChildSchema = v.strictObject({
  /** The child's user id: the value of the acting header (ACTING_HEADER). */
  id: v.number(),
  link_id: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  birth_date: v.nullable(isoDay),
  /** False for a child the parent manages without a login of their own. */
  has_login: v.boolean(),
  choirs: v.array(familyChoirSchema),
  /**
   * The parental consent as the conductor reads it (state and the withheld optional purposes);
   * null for a child of 16 or older (or without a birth date), who needs none.
   */
  consent: memberConsentSchema,
});
export type FamilyChild = v.InferOutput<typeof familyChildSchema>;

export const familyParentSchema = v.strictObject({
  link_id: v.number(),
  name: v.string(),
});

/** A link asked for and not yet confirmed, seen by the side that asked ('sent') or was asked. */
export const familyRequestSchema = v.strictObject({
  link_id: v.number(),
  direction: v.picklist(['sent', 'received']),
  /** The other side's name. */
  name: v.string(),
  /** The asker's side of the link. */
  as: v.picklist(['parent', 'child']),
});

/** GET /api/families/: my children; for a child, my parents (never their other children). */
export const familyAnswerSchema = v.strictObject({
  children: v.array(familyChildSchema),
  parents: v.array(familyParentSchema),
  requests: v.array(familyRequestSchema),
});
export type FamilyAnswer = v.InferOutput<typeof familyAnswerSchema>;

/** GET /api/families/requests/{token}/: what the mailed link's page shows before confirming. */
export const familyRequestViewSchema = v.strictObject({
  /** Who asked. */
  name: v.string(),
  as: v.picklist(['parent', 'child']),
});
export type FamilyRequestView = v.InferOutput<typeof familyRequestViewSchema>;
