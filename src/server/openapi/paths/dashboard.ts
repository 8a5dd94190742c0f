/** The dashboard's boxes (src/server/routes/dashboard.ts). */
import * as v from 'valibot';
import {
  dashboardEventSchema,
  dashboardMessageSchema,
  dashboardSummarySchema,
  libraryItemSchema,
  pendingAccountSchema,
} from '../../../lib/api/dashboard.ts';
import type { Operation } from '../operation.ts';

const choirBox = (path: string, summary: string, answer: v.GenericSchema): Operation => ({
  method: 'get',
  path: `/api/dashboard/{id}/${path}`,
  summary,
  description: 'For a member confirmed in the confirmed choir, or staff.',
  auth: 'user',
  responses: { 200: answer },
  errors: [403, 404],
});

const libraryBox = (path: string, summary: string): Operation => ({
  method: 'get',
  path: `/api/dashboard/${path}/`,
  summary,
  description: 'The library is the same for every choir; `[]` until it exists.',
  auth: 'user',
  responses: { 200: v.array(libraryItemSchema) },
  errors: [403],
});

export const dashboardOperations: Operation[] = [
  choirBox(
    'summary',
    'Counts of members, conductors, future events and requests',
    dashboardSummarySchema,
  ),
  choirBox('events', 'The first 5 future events', v.array(dashboardEventSchema)),
  choirBox('messages', 'The newest messages', v.array(dashboardMessageSchema)),
  {
    ...choirBox(
      'pending',
      'The 5 newest requests waiting for approval',
      v.array(pendingAccountSchema),
    ),
    description: "For the choir's conductors and staff.",
  },
  libraryBox('scores', 'The first 5 scores (confirmed members)'),
  libraryBox('audiobook', 'The first 5 audiobooks (confirmed members)'),
  libraryBox('videolessons', 'The first 5 video lessons (conductors)'),
];
