/** Rewrites one "## …" section of docs/performance.md, leaving the others alone (appends it if missing). */
import { readFileSync, writeFileSync } from 'node:fs';

export const PERFORMANCE_DOC = 'docs/performance.md';

export function writeSection(heading: string, lines: string[]): void {
  const section = [`## ${heading}`, '', ...lines, '', ''].join('\n');
  let doc = '';
  try {
    doc = readFileSync(PERFORMANCE_DOC, 'utf8');
  } catch {
    doc = '# Performance\n\n';
  }
  const start = doc.indexOf(`## ${heading}\n`);
  if (start === -1) doc = `${doc.trimEnd()}\n\n${section}`;
  else {
    const next = doc.indexOf('\n## ', start + 1);
    doc = doc.slice(0, start) + section + (next === -1 ? '' : doc.slice(next + 1));
  }
  writeFileSync(PERFORMANCE_DOC, `${doc.trimEnd()}\n`);
}
