/**
 * GET /api/choirs/: the public choir network map, every county with its confirmed choirs.
 * Not strict: the site's build reads it from a live API, which may have gained a field since.
 */
import * as v from 'valibot';

export const choirMapCountySchema = v.object({
  /** County name, e.g. 'Iași'. */
  name: v.string(),
  /** County code as in public/geo/ro-counties.geojson, e.g. 'IS'. */
  abbrev: v.string(),
  /** Confirmed choirs in the county. */
  count: v.number(),
  /** e.g. [{ name: 'Pașcani', choirs: ['Corul Mugurașii'] }] */
  localities: v.array(v.object({ name: v.string(), choirs: v.array(v.string()) })),
});
export type ChoirMapCounty = v.InferOutput<typeof choirMapCountySchema>;

export const choirMapSchema = v.array(choirMapCountySchema);
export type ChoirMapData = v.InferOutput<typeof choirMapSchema>;
