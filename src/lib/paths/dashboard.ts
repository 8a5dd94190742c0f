/** The dashboard's boxes: a choir's, and the library's (the same for every choir). */
export const dashboardPaths = {
  summary: '/api/dashboard/{id}/summary',
  events: '/api/dashboard/{id}/events',
  messages: '/api/dashboard/{id}/messages',
  pending: '/api/dashboard/{id}/pending',
  scores: '/api/dashboard/scores/',
  audiobooks: '/api/dashboard/audiobook/',
  videoLessons: '/api/dashboard/videolessons/',
} as const;
