/** GET /api/health/: 200 when the database answers, 503 when it does not. */
import * as v from 'valibot';

export const healthSchema = v.strictObject({
  status: v.picklist(['ok', 'error']),
  database: v.picklist(['ok', 'unavailable']),
});
export type Health = v.InferOutput<typeof healthSchema>;

/**
 * GET /api/health/ready/: whether this process should get traffic (200) or not (503), each check
 * named: the database answers, every migration of this version is applied, the mail sender runs,
 * and the server is not stopping. `none`: the app runs inside no server process (the API tests),
 * so it has no mail sender of its own to wait for. `unchecked`: the server is stopping, so it
 * answers 503 at once, without waiting for the database behind the requests in flight.
 */
export const readinessSchema = v.strictObject({
  status: v.picklist(['ok', 'error']),
  database: v.picklist(['ok', 'unavailable', 'unchecked']),
  migrations: v.picklist(['ok', 'pending', 'unavailable', 'unchecked']),
  mail_worker: v.picklist(['ok', 'stopped', 'none']),
  server: v.picklist(['ok', 'stopping']),
});
export type Readiness = v.InferOutput<typeof readinessSchema>;
