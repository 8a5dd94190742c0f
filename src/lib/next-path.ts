/**
 * Where a return address (`/cont/login?next=…`) may send the browser: the one rule every redirect
 * that follows such an address uses (issue #19, defect 1).
 *
 * Looking at the text is not enough: the browser's URL parser drops tab, line feed and carriage
 * return anywhere and reads a backslash as a slash, so `/\t/evil.example` becomes
 * `//evil.example`, another site. The address is therefore resolved exactly as the browser will
 * resolve it, and kept only when it lands on our own origin.
 */

/**
 * The path, query and fragment of `next` when it resolves to a page of `origin`; null for
 * anything else (another origin, `javascript:`, a path the browser would read as `//host`).
 */
export function sameOriginPath(next: string | null | undefined, origin: string): string | null {
  if (!next) return null;
  let target: URL;
  try {
    target = new URL(next, origin);
  } catch {
    return null;
  }
  if (target.origin !== new URL(origin).origin) return null;
  // `/.//evil.example` resolves on our origin to the path `//evil.example`; given back as a bare
  // path, the next navigation would read it as the host evil.example.
  if (target.pathname.startsWith('//')) return null;
  return `${target.pathname}${target.search}${target.hash}`;
}
