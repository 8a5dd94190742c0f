/**
 * A side-menu move back to the dashboard (issue #21): the client router swaps in the page's HTML,
 * whose summary box is the build's, hidden and empty, and React renders the dashboard a few hundred
 * ms later on a slow phone. The last summary answer of the chosen choir is in memory
 * (use-cached-get.ts), so its figures are written into that box as soon as the page is swapped in,
 * by the same functions the box and the first visit's early script use (lib/dashboard-summary.ts);
 * React then draws the same box from the same answer and asks for a fresh one.
 */

import type { DashboardSummary } from '../lib/api/dashboard.ts';
import { apiPath } from '../lib/api-path.ts';
import { drawSummary, SUMMARY_TITLE_ID, summaryValues } from '../lib/dashboard-summary.ts';
import { members } from '../lib/messages.ts';
import { dashboardPaths } from '../lib/paths/dashboard.ts';
import { $choirAccess, $isConductor, $selectedChoir } from '../stores/choirs.ts';
import { keptAnswer } from './use-cached-get.ts';

export function drawKeptSummaryOnSwap(): void {
  document.addEventListener('astro:after-swap', () => {
    const choir = $selectedChoir.get();
    if (!choir || $choirAccess.get() !== 'ok') return;
    const summary = keptAnswer<DashboardSummary>(apiPath(dashboardPaths.summary, { id: choir.id }));
    if (!summary) return;
    drawSummary(
      SUMMARY_TITLE_ID,
      summaryValues(summary, $isConductor.get(), members.myChoir.yourPartNone),
    );
  });
}
