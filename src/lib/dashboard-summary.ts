/**
 * The values of the dashboard's summary box (spec §2.8), in the order of its rows: members,
 * conductors, events, then for a singer their own voice part (issue #27). The box draws them
 * (src/islands/members/DashboardBoxes.tsx); before React has rendered, `drawSummary` writes them
 * into the box's server-built rows: on a first visit the head's early script
 * (src/client/early-start.ts), on a side-menu move back to the dashboard the members' layout from
 * the kept answer (src/client/summary-on-swap.ts), issue #21. Both functions are self-contained:
 * their source text runs in the early script as it is.
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

/**
 * Writes `values` into the summary box of the page's HTML (the rows' `dd`; rows past the values
 * removed) and shows it, only while the box is still the build's, the island's fallback: React's
 * own render is never touched.
 */
export function drawSummary(titleId: string, values: readonly (string | number)[]): void {
  const box = document.getElementById(titleId)?.closest('section');
  if (!box?.closest('astro-island[ssr]')) return;
  box.querySelectorAll('dl > div').forEach((row, i) => {
    const value = row.querySelector('dd');
    if (value && i < values.length) value.textContent = String(values[i]);
    else row.remove();
  });
  box.removeAttribute('aria-busy');
  box.closest('[hidden]')?.removeAttribute('hidden');
}
