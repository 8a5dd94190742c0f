/**
 * The period of attendance figures (issue #28): `?from=&to=` as YYYY-MM-DD, Bucharest days, both
 * included, on the member's own figures, the conductor's and the back office's report. Either may
 * be left out (the server fills it: attendance/period.ts); `to` before `from` or a span over
 * ATTENDANCE_FIGURES_MAX_DAYS puts the message on `to`. The period forms check the same schema.
 */
import * as v from 'valibot';
import { ATTENDANCE_FIGURES_MAX_DAYS } from '../limits.ts';
import { figuresRules } from '../messages-attendance-figures.ts';
import { queryDay } from './query.ts';

/** Whole days from one YYYY-MM-DD to another, both included. */
export const daysInPeriod = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export const figuresPeriodSchema = v.pipe(
  v.object({ from: queryDay, to: queryDay }),
  v.forward(
    v.check(({ from, to }) => !from || !to || from <= to, figuresRules.endBeforeStart),
    ['to'],
  ),
  v.forward(
    v.check(
      ({ from, to }) => !from || !to || daysInPeriod(from, to) <= ATTENDANCE_FIGURES_MAX_DAYS,
      figuresRules.tooLong,
    ),
    ['to'],
  ),
);
export type FiguresPeriodQuery = v.InferOutput<typeof figuresPeriodSchema>;
