/**
 * rezumat.html, the download's readable page: the profile, choirs, family and consents (few rows
 * each, kept while their files were written) and how many rows each JSON file holds. Written
 * last in the ZIP, once every file has been counted. Every value is escaped: names and notes
 * are typed by people.
 */
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import {
  ownDataSummary as m,
  OWN_DATA_FILES,
  type OwnDataFile,
} from '../../lib/messages-own-data.ts';
import type { Row } from './kinds.ts';

/** What the summary shows: every file's count, and the rows of the few files it lists. */
export interface Gathered {
  counts: Map<OwnDataFile, number>;
  rows: Map<OwnDataFile, Row[]>;
}

/** The files whose rows the summary lists (a person has few of each). */
export const SUMMARY_FILES: OwnDataFile[] = [
  'profil.json',
  'apartenente-coruri.json',
  'familie.json',
  'acorduri.json',
];
/** At most this many rows of each are kept for the page: the JSON file has them all. */
export const SUMMARY_ROWS = 100;

const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

const when = (value: unknown) =>
  value instanceof Date || typeof value === 'string' ? formatDateTime(value) : '';

const list = (items: string[]) =>
  items.length === 0
    ? `<p>${m.none}</p>`
    : `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

function profileTable(profile: Row | undefined) {
  if (!profile) return `<p>${m.none}</p>`;
  const dates = new Set(['created_at', 'activated_at', 'gdpr_agreed_at', 'last_login_at']);
  const rows = Object.entries(m.fields)
    .filter(([key]) => profile[key] !== null && profile[key] !== '')
    .map(([key, label]) => {
      const value =
        key === 'birth_date'
          ? formatDate(String(profile[key]))
          : dates.has(key)
            ? when(profile[key])
            : profile[key];
      return `<tr><th scope="row">${label}</th><td>${escapeHtml(value)}</td></tr>`;
    });
  return `<table>${rows.join('')}</table>`;
}

export function summaryHtml(gathered: Gathered, generatedAt: Date): string {
  const rowsOf = (file: OwnDataFile) => gathered.rows.get(file) ?? [];
  const [profile] = rowsOf('profil.json');
  const name = profile ? `${profile.first_name} ${profile.last_name}` : '';
  const choirs = rowsOf('apartenente-coruri.json').map((r) => {
    const role = !r.is_confirmed ? m.waiting : r.is_conductor ? m.conductor : m.singer;
    return `${r.choir_name} (${role})`;
  });
  const family = rowsOf('familie.json').map((r) => {
    const other = String(r.other_name);
    const text = r.your_role === 'parent' ? m.parentOf(other) : m.childOf(other);
    const state = r.ended_at ? m.linkEnded : r.confirmed_at ? '' : m.linkWaiting;
    return state ? `${text} (${state})` : text;
  });
  const consents = rowsOf('acorduri.json').map((r) => {
    const text = m.consent(Number(r.id), when(r.signed_at), String(r.child_name));
    return r.withdrawn_at ? `${text} (${m.withdrawn})` : text;
  });
  const files = Object.entries(OWN_DATA_FILES).map(
    ([file, what]) =>
      `<tr><td>${file}</td><td>${escapeHtml(what)}</td><td>${gathered.counts.get(file as OwnDataFile) ?? 0}</td></tr>`,
  );
  return `<!doctype html>
<html lang="ro">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(m.title(name))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
table{border-collapse:collapse}th,td{text-align:left;padding:.25rem .75rem;border-bottom:1px solid #ddd;vertical-align:top}</style>
</head>
<body>
<main>
<h1>${escapeHtml(m.title(name))}</h1>
<p>${escapeHtml(m.generated(formatDateTime(generatedAt)))}</p>
<h2>${m.profile}</h2>
${profileTable(profile)}
<h2>${m.choirs}</h2>
${list(choirs)}
<h2>${m.family}</h2>
${list(family)}
<h2>${m.consents}</h2>
${list(consents)}
<h2>${m.files}</h2>
<table><thead><tr><th scope="col">${m.file}</th><th scope="col">${m.what}</th><th scope="col">${m.count}</th></tr></thead>
<tbody>${files.join('')}</tbody></table>
</main>
</body>
</html>
`;
}
