/** String formats the answers share (not answers themselves, so not OpenAPI components). */
import * as v from 'valibot';

/** A day as YYYY-MM-DD, e.g. '2012-05-17'. */
export const isoDay = v.pipe(v.string(), v.isoDate());

/** A moment in ISO 8601, UTC, e.g. '2026-03-01T09:30:00.000Z'. */
export const isoMoment = v.pipe(v.string(), v.isoTimestamp());
