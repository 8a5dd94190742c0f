/**
 * The last non-empty segment of the address bar's path: the activation code or reset token of
 * the static shell pages (the server rewrites /cont/activate/<code> to the shell and keeps the URL).
 * The shell's own placeholder '_' counts as missing.
 */
export function lastPathSegment(pathname: string = location.pathname): string | null {
  const segment = pathname.split('/').filter(Boolean).at(-1);
  if (!segment || segment === '_') return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
