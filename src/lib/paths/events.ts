/** The calendar's paths: events, their answers and the member's iCalendar feed. */
export const eventPaths = {
  list: '/api/event/',
  event: '/api/event/{id}/',
  answer: '/api/event/{id}/answer/',
  answers: '/api/event/{id}/answers/',
  notify: '/api/event/{id}/notify/',
  /** Issue #28: the reminder by hand, and 'Mă socotiți prezent dacă nu răspund'. */
  remind: '/api/event/{id}/remind/',
  countedPresent: '/api/calendar/counted-present/',
  feed: '/api/calendar/feed/',
  feedRevoke: '/api/calendar/feed/revoke/',
  feedFile: '/api/calendar/{token}.ics',
} as const;
