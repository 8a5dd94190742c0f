/**
 * Part of `npm run build`: proves that no page but the back office's can reach a script of the
 * back office (issue #12: "no back-office page or script is served to a non-staff user"). For
 * every built page outside /cont/administrare/ it follows the scripts the page names and
 * everything they import, statically or dynamically, and fails when one lies under
 * /_astro/staff/, which the server serves to staff only (src/server/staff-gate.ts): such a page
 * would break for everyone else. It also fails when no back-office script was built at all.
 */
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';

const DIST = resolve(process.argv[2] ?? 'dist');
const STAFF_DIR = join(DIST, '_astro', 'staff');
const PAGE_SCRIPT = /["'](\/_astro\/[^"'?#]+\.js)["']/g;
const IMPORT = /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+\.js)["']/g;

async function files(dir: string, suffix: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => join(entry.parentPath, entry.name));
}

const imports = new Map<string, string[]>();
async function importsOf(file: string): Promise<string[]> {
  let found = imports.get(file);
  if (!found) {
    const code = await readFile(file, 'utf8').catch(() => '');
    found = [...code.matchAll(IMPORT)].map((match) => resolve(dirname(file), match[1] ?? ''));
    imports.set(file, found);
  }
  return found;
}

const staffScripts = await files(STAFF_DIR, '.js').catch(() => []);
if (staffScripts.length === 0) throw new Error('No back-office script under dist/_astro/staff/.');

const leaks: string[] = [];
for (const page of await files(DIST, '.html')) {
  if (relative(DIST, page).startsWith(join('cont', 'administrare'))) continue;
  const html = await readFile(page, 'utf8');
  const todo = [...html.matchAll(PAGE_SCRIPT)].map((match) => join(DIST, match[1] ?? ''));
  const seen = new Set<string>();
  while (todo.length > 0) {
    const script = todo.pop() as string;
    if (seen.has(script)) continue;
    seen.add(script);
    if (script.startsWith(STAFF_DIR))
      leaks.push(`${relative(DIST, page)} → ${relative(DIST, script)}`);
    todo.push(...(await importsOf(script)));
  }
}
if (leaks.length > 0) {
  console.error(`Pages outside the back office reach its scripts:\n${leaks.join('\n')}`);
  process.exit(1);
}
console.log(
  `back office: ${staffScripts.length} scripts under _astro/staff/, reached by no other page`,
);
