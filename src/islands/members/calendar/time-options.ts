/**
 * The times the event form offers: every EVENT_TIME_STEP_MINUTES of the day ('00:00' … '23:45').
 * A list rather than a free time field, so the spec's 15-minute step (document 1 §5, §9) holds by
 * construction and no one learns it from an error; type-ahead ('18') jumps to the hour.
 */
import { EVENT_TIME_STEP_MINUTES } from '../../../lib/limits.ts';

const pad = (n: number) => String(n).padStart(2, '0');

export const TIME_OPTIONS = Array.from({ length: (24 * 60) / EVENT_TIME_STEP_MINUTES }, (_, i) => {
  const minutes = i * EVENT_TIME_STEP_MINUTES;
  const time = `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  return { id: time, name: time };
});
