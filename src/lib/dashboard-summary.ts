/**
 * The values of the dashboard's summary box (spec §2.8), in the order of its rows: members,
 * conductors, events, then for a singer their own voice part (issue #27). The box draws them
 * (src/islands/members/DashboardBoxes.tsx) and, on a first visit, the head's early script writes
 * them into the box's server-built rows before React has loaded (src/client/early-start.ts,
 * issue #21); so this function is self-contained, its source text runs there as it is.
 */
import type { DashboardSummary } from './api/dashboard.ts';

/** The id of the summary box's heading, which names the box. */
export const SUMMARY_TITLE_ID = 'summary-title';

export function summaryValues(
  summary: DashboardSummary | undefined,
  isConductor: boolean,
  /** The text for a singer without a voice part ('Nu este stabilită'). */
  noPart: string,
): (string | number)[] {
  const none = '–';
  const values: (string | number)[] = [
    summary?.members ?? none,
    summary?.conductors ?? none,
    summary?.events ?? none,
  ];
  if (!isConductor) values.push(summary ? (summary.my_voice_part ?? noPart) : none);
  return values;
}
