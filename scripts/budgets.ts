/**
 * The pages' weight budgets, in one place for every check that measures them:
 * scripts/check-budgets.ts (part of `npm run build`: dist/ read without a browser),
 * `npm run bench:site` (Lighthouse) and `npm run bench:news` (the news list at 1,000 items).
 * ARCHITECTURE.md sets the public pages' JavaScript budgets (issue #8); docs/decisions.md
 * ("Layers, import cycles and budgets, enforced") says where the others come from.
 */

/** Compressed JavaScript a page may load before any interaction, in KB, by kind of page. */
export const JS_BUDGETS_KB = {
  /** The home: the layout's module scripts and its islands (map, carousels) as they come into view. */
  home: 100,
  /** A page without an island: the layout's module scripts (cookie banner, menus, toasts…). */
  text: 15,
  /**
   * A public page with an island, mostly a sign-up form: React, the UI kit and the form's schema
   * (issue #11; the bot check's widget comes with the first touch of the form).
   */
  form: 150,
  /**
   * A page of the members area or the back office (/cont/…), React islands from the start. Not
   * in ARCHITECTURE.md: today's heaviest, the calendar (/cont/evenimente), is about 221 KB.
   */
  members: 250,
} as const;
export type PageKind = keyof typeof JS_BUDGETS_KB;

/**
 * The practice view (issue #27), measured by `npm run bench:site` in Chromium at a 4× CPU slowdown
 * on loopback (scripts/bench/practice-sound.ts): all the JavaScript it loads until the first
 * sound (the members frame, the mixer, its worklet and the pages' component: 210 KB of it static,
 * which the build holds to the members' 250 KB), pdf.js for the score's pages apart (its worker
 * alone is 326 KB), and the first sound of a four-part score for a child who taps 'Redă' as soon
 * as it shows (every part fetched and decoded first).
 */
export const PRACTICE_BUDGET = { jsKB: 300, pdfJsKB: 500, firstSoundMs: 4000 };

/** Pages allowed past their kind's budget, each with its reason; drop one when its page slims. */
export const JS_BUDGET_EXCEPTIONS: Readonly<Record<string, { kb: number; why: string }>> = {
  '/formular-gdpr/': {
    kb: 175,
    why: "the consent form's date picker for the child's birth date (react-aria, 34 KB)",
  },
  '/campanie/': {
    kb: 160,
    why: "the county select's menu and popover (react-aria, 30 KB) and the privacy dialog's 6 KB",
  },
};

/** Uncompressed HTML of one page, in bytes (the news list's budget at 1,000 items, issue #8). */
export const HTML_BUDGET_BYTES = 100 * 1024;

/**
 * The kind of the page at `path` (as served: '/', '/cont/dashboard/'), given whether its HTML holds
 * an island. A page without an island is a text page wherever it lives.
 */
export function pageKind(path: string, hasIslands: boolean): PageKind {
  if (path === '/') return 'home';
  if (!hasIslands) return 'text';
  return path.startsWith('/cont/') ? 'members' : 'form';
}

/** The JavaScript budget of the page at `path`, in KB, and where it comes from. */
export function jsBudget(path: string, hasIslands: boolean): { kb: number; why: string } {
  const exception = JS_BUDGET_EXCEPTIONS[path];
  if (exception) return exception;
  const kind = pageKind(path, hasIslands);
  return { kb: JS_BUDGETS_KB[kind], why: `${kind} page` };
}
