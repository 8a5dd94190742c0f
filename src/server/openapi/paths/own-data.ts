/** 'Datele mele' (src/server/routes/own-data.ts, issue #26). */
import * as v from 'valibot';
import { OWN_DATA_EXPORTS_PER_DAY } from '../../../lib/limits.ts';
import { ownDataPaths } from '../../../lib/paths/own-data.ts';
import type { Operation } from '../operation.ts';

export const ownDataOps = {
  download: {
    method: 'post',
    path: ownDataPaths.download,
    summary: 'Downloads everything the platform holds about the user as a ZIP',
    description: `One JSON file per kind of data, README.txt, rezumat.html (readable), the avatar and the signed consents' PDFs, streamed (no Content-Length: the JSON is compressed as it is read). A parent downloads a linked child's by sending the child's id in \`X-Acting-For\`; anyone else's is 403, staff included. Journalled in the back office's journal; at most ${OWN_DATA_EXPORTS_PER_DAY} a day per person (429 with Retry-After). Refused (403) when a browser says another site started it.`,
    auth: 'user',
    mediaType: 'application/zip',
    responses: { 200: v.string() },
    errors: [403, 429],
  },
} satisfies Record<string, Operation>;
