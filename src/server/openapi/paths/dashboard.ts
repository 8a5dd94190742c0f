/** The dashboard's boxes (src/server/routes/dashboard.ts). */
import * as v from 'valibot';
import {
  dashboardEventSchema,
  dashboardMessageSchema,
  dashboardSummarySchema,
  firstSummarySchema,
  libraryItemSchema,
  pendingAccountSchema,
} from '../../../lib/api/dashboard.ts';
import { dashboardPaths, KEPT_CHOIR_QUERY } from '../../../lib/paths/dashboard.ts';
import type { Operation } from '../operation.ts';

const choirBox = (path: string, summary: string, answer: v.GenericSchema): Operation => ({
  method: 'get',
  path,
  summary,
  description: 'For a member confirmed in the confirmed choir, or staff.',
  auth: 'user',
  responses: { 200: answer },
  errors: [403, 404],
});

const libraryBox = (path: string, summary: string): Operation => ({
  method: 'get',
  path,
  summary,
  description: 'The library is the same for every choir; `[]` until it exists.',
  auth: 'user',
  responses: { 200: v.array(libraryItemSchema) },
  errors: [403],
});

export const dashboardOps = {
  summary: choirBox(
    dashboardPaths.summary,
    'Counts of members, conductors, future events and requests',
    dashboardSummarySchema,
  ),
  firstSummary: {
    method: 'get',
    path: dashboardPaths.firstSummary,
    summary: "The summary of the choir the members pages show first, with that choir's id",
    description:
      "The choir is chosen as the pages choose it: the query's choir id, the choice kept on the device, if it is one of the user's choirs; else the first they are approved in; else the first (by name). Any other value is ignored. 404 when the user has no choir; 403 as for the choir's own summary. The dashboard's first visit asks for it together with the session, before it knows the choir (issue #21).",
    auth: 'user',
    query: v.object({ [KEPT_CHOIR_QUERY]: v.optional(v.string()) }),
    responses: { 200: firstSummarySchema },
    errors: [403, 404],
  },
  events: choirBox(
    dashboardPaths.events,
    'The first 5 future events',
    v.array(dashboardEventSchema),
  ),
  messages: choirBox(
    dashboardPaths.messages,
    'The newest messages',
    v.array(dashboardMessageSchema),
  ),
  pending: {
    ...choirBox(
      dashboardPaths.pending,
      'The 5 newest requests waiting for approval',
      v.array(pendingAccountSchema),
    ),
    description: "For the choir's conductors and staff.",
  },
  scores: libraryBox(dashboardPaths.scores, 'The first 5 scores (confirmed members)'),
  audiobooks: libraryBox(dashboardPaths.audiobooks, 'The first 5 audiobooks (confirmed members)'),
  videoLessons: libraryBox(dashboardPaths.videoLessons, 'The first 5 video lessons (conductors)'),
} satisfies Record<string, Operation>;
