/** GET /api/counties/: the county options of the dropdowns (spec §3). */
import * as v from 'valibot';

export const countyOptionSchema = v.strictObject({
  /** County code, e.g. 'IS'. */
  value: v.string(),
  /** County name, e.g. 'Iași'. */
  text: v.string(),
});
export type CountyOption = v.InferOutput<typeof countyOptionSchema>;
