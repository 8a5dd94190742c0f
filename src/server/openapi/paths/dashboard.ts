/** The dashboard's boxes (src/server/routes/dashboard.ts). */
import * as v from 'valibot';
import {
  dashboardEventSchema,
  dashboardMessageSchema,
  dashboardSummarySchema,
  libraryItemSchema,
  pendingAccountSchema,
} from '../../../lib/api/dashboard.ts';
import { dashboardPaths } from '../../../lib/paths/dashboard.ts';
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
