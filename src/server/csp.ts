/**
 * Content-Security-Policy (docs/decisions.md, "Content-Security-Policy"). Pages get one policy
 * for the whole build: `'self'` for files, plus the SHA-256 hash of every inline script, inline
 * <style> and style attribute found in the built HTML (scripts/csp-policy.ts writes it to
 * dist/csp-policy.txt), so no other inline code runs. One policy rather than one per file: the
 * /cont pages move with Astro's client router, which runs the next page's inline scripts under
 * the first page's policy. API answers and uploads load nothing and are never framed.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';

export const API_CSP = "default-src 'none'; frame-ancestors 'none'";
/**
 * A PDF shown in the browser (a score): Chrome draws it in a page of its own with an <embed>
 * (object-src) and inline styles, which API_CSP refuses, leaving a blank tab (crbug.com/271452).
 * Still no script, frame or other source.
 */
export const PDF_CSP =
  "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'";
/** The policy file beside the built site. */
export const CSP_FILE = 'csp-policy.txt';

/** What the built HTML holds inline, as CSP hash sources ('sha256-…'). */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
  styleAttributes: string[];
}

export const hashSource = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };
const decode = (value: string) =>
  value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    return String.fromCodePoint(
      name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)),
    );
  });

/** Script types the browser runs; data blocks (JSON-LD, our JSON) are not subject to the policy. */
const RUNS = /^(|module|text\/javascript|application\/javascript)$/i;

/** The hashes of one HTML document's inline scripts, <style> elements and style attributes. */
export function inlineHashes(html: string): InlineHashes {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? '';
    if (RUNS.test(type.trim())) scripts.push(hashSource(body));
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body = '']) =>
    hashSource(body),
  );
  const styleAttributes = [...html.matchAll(/<[a-z][^>]*?\sstyle="([^"]*)"/gi)].map(
    ([, value = '']) => hashSource(decode(value)),
  );
  return { scripts, styles, styleAttributes };
}

const list = (sources: Iterable<string>) => [...new Set(sources)].sort().join(' ');

/**
 * <style> elements react-aria inserts at run time, with fixed texts (usePress: no double-tap
 * delay; usePreventScroll: iOS scrolling under a modal). They are hashed like the built ones;
 * tests/api/csp.test.ts checks the texts against the installed react-aria.
 */
export const RUNTIME_STYLES = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
];

/**
 * The pages' policy. With an analytics id, Google's tag host may load its script and receive
 * its beacons (only after the visitor's consent, which the page's own code checks).
 */
export function pagePolicy(hashes: InlineHashes, analytics = false): string {
  const styles = list([...hashes.styles, ...RUNTIME_STYLES.map(hashSource)]);
  const google = analytics
    ? ' https://www.googletagmanager.com https://*.google-analytics.com'
    : '';
  const attributes = hashes.styleAttributes.length
    ? `'unsafe-hashes' ${list(hashes.styleAttributes)}`
    : "'none'";
  return [
    "default-src 'self'",
    `script-src 'self' ${list(hashes.scripts)}${analytics ? ' https://www.googletagmanager.com' : ''}`.trim(),
    // style-src for browsers without the -elem / -attr split (they then refuse style attributes).
    `style-src 'self' ${styles}`,
    `style-src-elem 'self' ${styles}`,
    `style-src-attr ${attributes}`,
    `img-src 'self' data:${google}`,
    `connect-src 'self'${google}`,
    // The bot check's proof of work runs in workers served from the site itself (no blob:).
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** Sets the API's policy on every answer of the router it is used on that has none of its own (PDF_CSP). */
export const apiContentSecurityPolicy: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has('Content-Security-Policy')) c.header('Content-Security-Policy', API_CSP);
};

/**
 * The pages' policy of `distDir`, read again when the file changes (a rebuild shows at once). A
 * build without the file gets the policy with no hashes: inline scripts then fail visibly.
 */
export function pagePolicyReader(distDir: string): () => string {
  const file = join(distDir, CSP_FILE);
  let cached = { mtimeMs: -1, policy: '' };
  return () => {
    const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (mtimeMs !== cached.mtimeMs) {
      const policy = mtimeMs
        ? readFileSync(file, 'utf8').trim()
        : pagePolicy({ scripts: [], styles: [], styleAttributes: [] });
      cached = { mtimeMs, policy };
    }
    return cached.policy;
  };
}
