/**
 * The home page's two headline figures at build time (ARCHITECTURE.md, "Build-time data"), beside
 * the choir map's loader (./choir-map-data.ts). `npm run snapshot` writes the programme's current
 * figures to content/snapshots/figures.json (src/server/choirs/figures.ts `publicFigures`, the
 * definitions the back office's report counts with); `--demo` writes `null` there, the committed
 * state. The build shows the snapshot's figures when it holds valid ones, and content/site.yaml's
 * `figures.home` (the spec's) otherwise, and says which in the build log.
 */
import * as v from 'valibot';
import snapshot from '../../../content/snapshots/figures.json' with { type: 'json' };
import { type PublicFigures, publicFiguresSchema } from '../../lib/api/choir-map.ts';

const FILE = 'content/snapshots/figures.json';

/** The file's content: the figures and when they were counted, or null (no snapshot taken). */
export const figuresSnapshotSchema = v.nullable(
  v.object({ ...publicFiguresSchema.entries, taken_at: v.pipe(v.string(), v.isoTimestamp()) }),
);
export type FiguresSnapshot = v.InferOutput<typeof figuresSnapshotSchema>;

/** The figures of `file` (the snapshot's content) when it holds some, else `fromSite`. */
export function homeFigures(fromSite: PublicFigures, file: unknown = snapshot): PublicFigures {
  const result = v.safeParse(figuresSnapshotSchema, file);
  if (result.success && result.output) {
    const { children, choirs, taken_at } = result.output;
    console.info(`[home figures] from ${FILE}, counted at ${taken_at}`);
    return { children, choirs };
  }
  if (result.success) {
    console.info(`[home figures] from content/site.yaml figures.home (${FILE} holds none)`);
  } else {
    const why = v.summarize(result.issues);
    console.warn(`[home figures] ${FILE} is not figures (${why}); using content/site.yaml`);
  }
  return fromSite;
}
