/**
 * The head's early requests on a full load of a signed-in page (issue #21), run by the inline
 * script of src/components/EarlySession.astro as the HTML is read, before any stylesheet or module
 * has loaded. It asks for the session (details, choirs) and, on the dashboard, at the same time for
 * the summary of the choir the pages show first (the server chooses it as the pages do, from the
 * choice kept on the device). Once the choirs have answered it checks that choir is the one the
 * pages chose (else it asks for the chosen one's summary) and writes the figures into the box the
 * page's HTML holds hidden (DashboardBoxes.tsx's SummaryBox, drawn at build time) once the HTML
 * has been read: the figures show before React and the page's ~60 scripts have run, and React
 * then draws the same box from the same answer (src/client/early-get.ts hands it over).
 * The script is this function's source text, so it is self-contained: no import at run time, no
 * name from outside its body; the choice of the choir and the summary's values come in `helpers`,
 * the same functions the stores and the box use (src/lib/choir-choice.ts,
 * src/lib/dashboard-summary.ts). Nothing is stored: the answers wait in memory.
 */
import type { UserDetails } from '../lib/api/account.ts';
import type { DashboardSummary, FirstSummary } from '../lib/api/dashboard.ts';
import type {
  ChoosableChoir,
  choirAccessOf,
  conductsChoir,
  pickChoir,
  storedChoice,
} from '../lib/choir-choice.ts';
import type { drawSummary, summaryValues } from '../lib/dashboard-summary.ts';
import type { EarlyAnswers } from './early-get.ts';

export interface EarlyConfig {
  /** The session hint cookie's name: set while signed in. */
  cookieName: string;
  /** Where the answers wait (EARLY_KEY). */
  earlyKey: string;
  /** The acting child's sessionStorage key and the query parameter that names the child. */
  childKey: string;
  childQuery: string;
  /** [the API client's path (the key), the address fetched], for the details and the choirs. */
  details: [string, string];
  choirs: [string, string];
  /**
   * On the dashboard: the summary's address ('/api/dashboard/{id}/summary'), the first summary's
   * and its parameter for the kept choice, and what choosing needs.
   */
  summary?: {
    href: string;
    first: string;
    keptQuery: string;
    stateKey: string;
    version: string;
    titleId: string;
    noPart: string;
  };
}

export interface EarlyHelpers {
  storedChoice: typeof storedChoice;
  pickChoir: typeof pickChoir;
  choirAccessOf: typeof choirAccessOf;
  conductsChoir: typeof conductsChoir;
  summaryValues: typeof summaryValues;
  drawSummary: typeof drawSummary;
}

export function startEarly(config: EarlyConfig, helpers: EarlyHelpers | undefined): void {
  const signedIn = document.cookie
    .split(';')
    .some((part) => part.trim() === `${config.cookieName}=1`);
  // A full load only: a client-router move runs a new page's head scripts after the document has
  // loaded, when the stores already hold the session.
  const leaving = document.documentElement.classList.contains('is-redirecting');
  // The page's modulepreload links wait in a template until these requests have left, so that
  // they are not queued behind the page's ~60 scripts on HTTP/1.1's six connections; on the
  // dashboard until the figures are drawn, as their answers would hold the main thread before.
  const release = () => {
    const preloads = document.querySelector<HTMLTemplateElement>('template[data-modulepreload]');
    if (preloads) document.head.append(preloads.content);
  };
  if (!signedIn || leaving || document.readyState !== 'loading') {
    release();
    return;
  }
  document.addEventListener('readystatechange', release, { once: true });
  // The child this tab acts for (src/client/acting.ts): asked for, and part of the key.
  let child: unknown = null;
  try {
    child = JSON.parse(sessionStorage.getItem(config.childKey) ?? 'null')?.id;
  } catch {
    // No storage: the tab acts as the parent.
  }
  const acting = typeof child === 'number';
  const early: EarlyAnswers = { asked: {}, got: {} };
  (window as unknown as Record<string, unknown>)[config.earlyKey] = early;

  // For a child, the address names them (src/server/families/acting.ts reads it on a GET).
  function get<T>(href: string): Promise<{ data: T } | null> {
    const address = acting
      ? `${href}${href.includes('?') ? '&' : '?'}${config.childQuery}=${child}`
      : href;
    return fetch(address)
      .then((response) => {
        if (response.ok) return response.json();
        // Not read, the body would hold its connection open (a dashboard without a choir: 404).
        void response.body?.cancel();
        return null;
      })
      .then(
        (data: T | null) => (data === null ? null : { data }),
        () => null,
      );
  }
  // Kept for the stores by the API client's path (the key takeEarly asks by).
  function keep<T>(key: string, answer: Promise<{ data: T } | null>) {
    const name = acting ? `${key}#${child}` : key;
    early.asked[name] = answer;
    answer.then((got) => {
      if (got) early.got[name] = got.data;
    });
    return answer;
  }
  const details = keep(config.details[0], get<UserDetails>(config.details[1]));
  const choirs = keep(config.choirs[0], get<ChoosableChoir[]>(config.choirs[1]));

  const summary = config.summary;
  if (!summary || !helpers) {
    release();
    return;
  }
  let stored: unknown = null;
  try {
    stored = JSON.parse(localStorage.getItem(summary.stateKey) ?? 'null');
  } catch {
    // No storage, or not JSON: no stored choice.
  }
  const kept = helpers.storedChoice(stored, summary.version);
  const first = get<FirstSummary>(
    kept === null ? summary.first : `${summary.first}?${summary.keptQuery}=${kept}`,
  );
  Promise.all([details, choirs]).then(([user, list]) => {
    if (!user || !list) return release();
    const choir = helpers.pickChoir(list.data, kept);
    if (!choir || helpers.choirAccessOf(choir) !== 'ok') return release();
    const conductor = helpers.conductsChoir(user.data, choir, acting);
    const href = summary.href.replace('{id}', String(choir.id));
    // The first summary is the chosen choir's unless the choirs changed between the two answers.
    const asked = keep<DashboardSummary>(
      href.replace(/^\/api\//, ''),
      first.then((answer) => {
        if (answer?.data.choir_id !== choir.id) return get<DashboardSummary>(href);
        const { choir_id: _, ...data } = answer.data;
        return { data };
      }),
    );
    asked.then((answer) => {
      if (!answer) return release();
      const drawn = () => {
        draw(answer.data, conductor);
        release();
      };
      if (boxRead()) return drawn();
      // The parser has not passed the box yet: drawn as soon as it has.
      const observer = new MutationObserver(() => {
        if (!boxRead()) return;
        observer.disconnect();
        drawn();
      });
      observer.observe(document, { childList: true, subtree: true });
      document.addEventListener('readystatechange', drawn, { once: true });
    });
  });

  /**
   * The whole box is in the document: the HTML has been read, or the parser has reached what Astro
   * writes after an island's fallback (its copy in a template element).
   */
  function boxRead() {
    if (document.readyState !== 'loading') return true;
    const island = summary && document.getElementById(summary.titleId)?.closest('astro-island');
    return !!island?.querySelector(':scope > template');
  }

  let drawnOnce = false;
  function draw(data: DashboardSummary, conductor: boolean) {
    if (!summary || !helpers || drawnOnce) return;
    drawnOnce = true;
    helpers.drawSummary(summary.titleId, helpers.summaryValues(data, conductor, summary.noPart));
  }
}
