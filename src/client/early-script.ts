/**
 * The text of the head's early inline script (src/components/EarlySession.astro, issue #21):
 * startEarly's source called with the page's configuration and, on the dashboard, the sources of
 * the functions that choose the choir and give the summary's values, so the script decides as the
 * stores and the box do. Built at build time; the pages' policy hashes it like the other scripts.
 */
import { choirAccessOf, conductsChoir, pickChoir, storedChoice } from '../lib/choir-choice.ts';
import { drawSummary, summaryValues } from '../lib/dashboard-summary.ts';
import { type EarlyConfig, startEarly } from './early-start.ts';

export function earlyScript(config: EarlyConfig): string {
  const helpers = config.summary
    ? `{ storedChoice: ${storedChoice}, pickChoir: ${pickChoir}, choirAccessOf: ${choirAccessOf}, conductsChoir: ${conductsChoir}, summaryValues: ${summaryValues}, drawSummary: ${drawSummary} }`
    : 'undefined';
  // '<' escaped in the texts, so that none can close the script element.
  const json = JSON.stringify(config).replaceAll('<', '\\u003c');
  return `(${startEarly})(${json}, ${helpers});`;
}
