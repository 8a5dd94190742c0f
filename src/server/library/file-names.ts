/**
 * Names of downloaded files: the Content-Disposition of an item's name (an ASCII `filename=` for
 * old clients, the real name with its diacritics in RFC 5987's `filename*=UTF-8''…`), and the
 * names of the files inside a zip: taken from titles typed by the team, so nothing that a file
 * system or an unzip tool would read as a folder, a drive or a hidden file, and never twice
 * the same name in one zip ('Sopran.mp3', 'Sopran (2).mp3').
 */
import { libraryApi as m } from '../../lib/messages.ts';

/** Letters (with diacritics), digits, spaces and a few marks; the rest becomes a space. */
export function safeName(title: string): string {
  const cleaned = title
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} .,'()!&+-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[ .]+|[ .]+$/g, '')
    .slice(0, 120)
    .trim();
  return cleaned || m.untitled;
}

/** 'Sărbătoare de iarnă' → 'Sarbatoare de iarna' (the ASCII fallback). */
const ascii = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');

export function contentDisposition(type: 'attachment' | 'inline', fileName: string): string {
  const name = safeName(fileName.replace(/\.[a-z0-9]+$/i, ''));
  const extension = /\.[a-z0-9]+$/i.exec(fileName)?.[0] ?? '';
  const full = name + extension;
  return `${type}; filename="${ascii(full)}"; filename*=UTF-8''${encodeURIComponent(full).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** Gives each file of one zip a name of its own: a second 'Sopran.mp3' becomes 'Sopran (2).mp3'. */
export function uniqueNames() {
  const taken = new Set<string>();
  return (title: string, extension: string) => {
    const base = safeName(title);
    let name = `${base}.${extension}`;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} (${n}).${extension}`;
    taken.add(name.toLowerCase());
    return name;
  };
}
