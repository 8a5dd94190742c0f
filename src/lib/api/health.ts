/** GET /api/health/: 200 when the database answers, 503 when it does not. */
import * as v from 'valibot';

export const healthSchema = v.strictObject({
  status: v.picklist(['ok', 'error']),
  database: v.picklist(['ok', 'unavailable']),
});
export type Health = v.InferOutput<typeof healthSchema>;
