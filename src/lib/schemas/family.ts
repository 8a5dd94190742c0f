/** Bodies of the families routes (issue #25), used by the 'Copiii mei' forms and by the API. */
import * as v from 'valibot';
import { validation } from '../messages.ts';
import { birthDate, email, requiredText } from './fields.ts';

/** POST /api/families/children/: a child without an address of their own; only what is needed. */
export const addChildSchema = v.object({
  first_name: requiredText(),
  last_name: requiredText(),
  birth_date: birthDate,
});
export type AddChildInput = v.InferInput<typeof addChildSchema>;

/** POST /api/families/requests/: `as` is the asker's side of the link. */
export const linkRequestSchema = v.object({
  email,
  as: v.picklist(['parent', 'child'], validation.required),
});
export type LinkRequestInput = v.InferInput<typeof linkRequestSchema>;

/** POST /api/families/children/{id}/login/ */
export const childLoginSchema = v.object({ email });
export type ChildLoginInput = v.InferInput<typeof childLoginSchema>;
