/** The dashboard's boxes: a choir's, and the library's (the same for every choir). */
export const dashboardPaths = {
  summary: '/api/dashboard/{id}/summary',
  /** The summary of the choir the pages show first (KEPT_CHOIR_QUERY: the choice kept on the device). */
  firstSummary: '/api/dashboard/summary',
  events: '/api/dashboard/{id}/events',
  messages: '/api/dashboard/{id}/messages',
  pending: '/api/dashboard/{id}/pending',
  scores: '/api/dashboard/scores/',
  audiobooks: '/api/dashboard/audiobook/',
  videoLessons: '/api/dashboard/videolessons/',
} as const;

/** The query parameter of `firstSummary` that names the choice kept on the device. */
export const KEPT_CHOIR_QUERY = 'choir';
