/** A concert's programme (issue #27): the scores of an event, the singers' marks, the readiness. */
export const programmePaths = {
  programme: '/api/event/{id}/programme/',
  readiness: '/api/event/{id}/readiness/',
  mark: '/api/song/{id}/mark/',
} as const;
