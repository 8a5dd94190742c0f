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

const figure = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * GET /api/choirs/figures/: the home page's two headline figures, counted like the map
 * (src/server/choirs/figures.ts `publicFigures`). Not strict, like the map.
 */
export const publicFiguresSchema = v.object({
  /** Children singing in the confirmed choirs: people with a confirmed singer's membership, once each. */
  children: figure,
  /** Confirmed choirs: the map's counties' counts added up. */
  choirs: figure,
});
export type PublicFigures = v.InferOutput<typeof publicFiguresSchema>;
