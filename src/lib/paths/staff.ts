/** The back office's paths (issue #12): choirs, people, global events, the report, the journal. */
export const staffPaths = {
  home: '/api/staff/home/',
  choirs: '/api/staff/choirs/',
  choir: '/api/staff/choirs/{id}/',
  choirConfirm: '/api/staff/choirs/{id}/confirm/',
  choirWithdraw: '/api/staff/choirs/{id}/withdraw/',
  people: '/api/staff/people/',
  members: '/api/staff/people/members/',
  person: '/api/staff/people/{id}/',
  personResendActivation: '/api/staff/people/{id}/resend-activation/',
  personBlock: '/api/staff/people/{id}/block/',
  personUnblock: '/api/staff/people/{id}/unblock/',
  events: '/api/staff/events/',
  reports: '/api/staff/reports/',
  /** Attendance at rehearsals per county and nationally (issue #28). */
  attendanceReport: '/api/staff/reports/attendance/',
  audit: '/api/staff/audit/',
} as const;
