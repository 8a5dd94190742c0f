/** The back office's retention preview (issue #26). */
export const staffRetentionPaths = {
  preview: '/api/staff/retention/',
  items: '/api/staff/retention/items/',
  holds: '/api/staff/retention/holds/',
  hold: '/api/staff/retention/holds/{id}/',
  run: '/api/staff/retention/run/',
  runs: '/api/staff/retention/runs/',
} as const;
