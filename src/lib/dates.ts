/**
 * Dates as people read them here (ARCHITECTURE: store UTC, show Europe/Bucharest, the long
 * Romanian format). Safe in the browser and at build time.
 */
import { CHILD_CONSENT_AGE } from './limits.ts';

const TIME_ZONE = 'Europe/Bucharest';
const DAY_MS = 24 * 60 * 60 * 1000;

const longDate = new Intl.DateTimeFormat('ro-RO', { dateStyle: 'long', timeZone: TIME_ZONE });
const monthYear = new Intl.DateTimeFormat('ro-RO', {
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});

/** "15 septembrie 2025" */
export const formatDate = (date: Date | string) => longDate.format(new Date(date));
/** "septembrie 2025" */
export const formatMonth = (date: Date) => monthYear.format(date);

/** Whole days from `date` to `now` (0 for today or a future date). */
export function daysSince(date: Date | string, now: Date = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(date).getTime()) / DAY_MS));
}

const dayInZone = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE });

/** Today's date in Bucharest as YYYY-MM-DD, the same in the browser and on the server. */
export const todayInBucharest = (now: Date = new Date()) => dayInZone.format(now);

/**
 * The last birth date of someone who is CHILD_CONSENT_AGE or older on `today` (YYYY-MM-DD, a day
 * in Bucharest): a birth date after it is a child's. A child turns 16 on the day whose month and
 * day are the birth's (born 29 February: on 1 March, in a year that has none).
 */
export function childCutoff(today: string = todayInBucharest()): string {
  const year = Number(today.slice(0, 4)) - CHILD_CONSENT_AGE;
  return `${String(year).padStart(4, '0')}${today.slice(4)}`;
}

/** True when a person born on `birthDate` (YYYY-MM-DD) is under CHILD_CONSENT_AGE today in Bucharest. */
export const isUnderConsentAge = (birthDate: string, now: Date = new Date()) =>
  birthDate > childCutoff(todayInBucharest(now));

const dateTime = new Intl.DateTimeFormat('ro-RO', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
});

/** "25 noiembrie 2026 la 14:05" (Bucharest time) */
export const formatDateTime = (date: Date | string) => dateTime.format(new Date(date));
