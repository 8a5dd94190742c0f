/**
 * Fewer, larger script chunks for the signed-in frame (issue #21), used by astro.config.mjs as the
 * client build's `output.codeSplitting.groups`. The bundler alone splits the code by the set of
 * islands that import each module, which gave the dashboard ~58 files of 0.1–5 KB: on HTTP/1.1
 * (six connections) they queued for a second before the first render, and the session's requests
 * waited behind them. The groups:
 *
 * - `react`: React, React DOM, the scheduler and Astro's React renderer. Every page that loads one
 *   of them loads them all (an island's render needs each).
 * - `private`: the modules that only the signed-in frame's pages reach (members area and back
 *   office) and that one of PrivateLayout's islands reaches, so every such page
 *   loads them anyway; `members-frame` the same for the members area and MembersLayout's islands.
 *   These cost no page anything: a module that a public page, the login forms or a lazily opened
 *   dialog also reaches stays where the bundler puts it.
 * - `members`: the members area's modules that the dashboard (the first page after signing in)
 *   shares with other members pages: those pages load a few KB more (the calendar 0 to 1 KB; the
 *   budgets in scripts/budgets.ts still hold), the dashboard a handful of files fewer.
 *
 * The back office's own modules (STAFF_MODULE) are never grouped: their chunks stay under
 * /_astro/staff/ (scripts/check-staff-assets.ts). Entry modules (the islands, the layouts'
 * scripts) are not grouped either: each island's address stays its own small file; nor is what a
 * page script imports (PAGE_SCRIPT).
 */

/** The module as the bundler's chunking sees it (rolldown's ModuleInfo, the fields read here). */
interface ModuleInfo {
  isEntry: boolean;
  importers: readonly string[];
  importedIds: readonly string[];
  dynamicImporters: readonly string[];
}
interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null;
}

/** The back office's modules, whose chunks the server serves to staff only. */
export const STAFF_MODULE =
  /\/src\/(islands\/staff\/|lib\/messages-staff|lib\/(api|schemas)\/staff-)/;

const REACT = /\/node_modules\/(react|react-dom|scheduler|@astrojs\/react)\//;
/** The islands of PrivateLayout: on every page of the members area and the back office. */
const PRIVATE_FRAME =
  /\/src\/islands\/(account\/(AccountMenu|AccountGate)|members\/NavToggle)\.tsx$/;
/** The islands of MembersLayout: on every page of the members area. */
const MEMBERS_FRAME =
  /\/src\/islands\/members\/(ChoirSwitcher|MembersNav|ChoirGuard|ChoirDialogs|player\/Player)\.tsx$/;
/** Roots found only on the members area's pages. */
const MEMBERS_ONLY = /\/src\/islands\/members\//;
/** Roots found only on the signed-in frame's pages (the members area and the back office). */
const PRIVATE_ONLY = /\/src\/islands\/(members\/|staff\/|account\/(AccountMenu|AccountGate)\.tsx$)/;
/**
 * A layout's or component's module script: its imports stay as the bundler splits them, so that it
 * never waits for a group that holds an island's code (and React with it). It runs before the
 * islands and starts the session, the prefetch and the guard's work; in one group with the frame's
 * islands it waited for React, and DOMContentLoaded ~300 ms later at 4× slowdown.
 */
const PAGE_SCRIPT = /\.astro\?astro&type=script/;
/** The dashboard's island: the members' first page after signing in. */
const DASHBOARD = /\/src\/islands\/members\/Dashboard\.tsx$/;

/**
 * The roots that load `id` when the page starts: the entries (islands, page scripts) and the
 * dynamically imported modules (each loads on its own) from which a chain of static imports
 * reaches it.
 */
function rootsOf(id: string, ctx: ChunkingContext, memo: Map<string, Set<string>>): Set<string> {
  const known = memo.get(id);
  if (known) return known;
  const roots = new Set<string>();
  memo.set(id, roots); // import cycles end here
  const info = ctx.getModuleInfo(id);
  if (!info) return roots;
  if (info.isEntry || info.dynamicImporters.length > 0) roots.add(id);
  for (const importer of info.importers) {
    // Only static imports: a dynamically imported module is a root of its own (above).
    if (!ctx.getModuleInfo(importer)?.importedIds.includes(id)) continue;
    for (const root of rootsOf(importer, ctx, memo)) roots.add(root);
  }
  return roots;
}

/** The groups for `output.codeSplitting.groups`: a new memo for each build. */
export function chunkGroups() {
  const memo = new Map<string, Set<string>>();
  return [
    { name: 'react', test: REACT, priority: 2 },
    {
      name: (id: string, ctx: ChunkingContext) => {
        if (STAFF_MODULE.test(id) || ctx.getModuleInfo(id)?.isEntry) return null;
        const roots = [...rootsOf(id, ctx, memo)];
        const all = (kind: RegExp) => roots.every((root) => kind.test(root));
        const some = (kind: RegExp) => roots.some((root) => kind.test(root));
        if (!all(PRIVATE_ONLY) || some(PAGE_SCRIPT)) return null;
        if (some(PRIVATE_FRAME)) return 'private';
        // Shared by the members' frame and the back office (the side menu): every members page and
        // most staff pages load it.
        if (some(MEMBERS_FRAME)) return all(MEMBERS_ONLY) ? 'members-frame' : 'private';
        return all(MEMBERS_ONLY) && some(DASHBOARD) ? 'members' : null;
      },
      priority: 1,
      // Only the modules named here: their imports shared with other pages stay apart.
      includeDependenciesRecursively: false,
    },
  ];
}
