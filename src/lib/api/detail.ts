/** The `{ detail }` answer: a Romanian sentence, for successes (activation, logout…) and for 401/403/404/413/429. */
import * as v from 'valibot';

export const detailSchema = v.strictObject({
  /** e.g. 'Nu aveți permisiunea de a efectua această acțiune.' */
  detail: v.string(),
});
export type Detail = v.InferOutput<typeof detailSchema>;
