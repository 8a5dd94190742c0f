/** The calendar's paths: events, their answers and the member's iCalendar feed. */
export const eventPaths = {
  list: '/api/event/',
  event: '/api/event/{id}/',
  answer: '/api/event/{id}/answer/',
  answers: '/api/event/{id}/answers/',
  notify: '/api/event/{id}/notify/',
  feed: '/api/calendar/feed/',
  feedRevoke: '/api/calendar/feed/revoke/',
  feedFile: '/api/calendar/{token}.ics',
} as const;
