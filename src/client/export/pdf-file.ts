/**
 * The PDF of a list, made in the browser: the chunk the 'PDF' button loads on its first click
 * (pdf-lib and fontkit, about 400 KB compressed), and Nunito's TTFs, emitted by the build as files
 * of their own (about 130 KB each, cached like any asset) and fetched on the first PDF only.
 */

import regularUrl from '@expo-google-fonts/nunito/400Regular/Nunito_400Regular.ttf?url';
import boldUrl from '@expo-google-fonts/nunito/700Bold/Nunito_700Bold.ttf?url';
import { buildTablePdf, type FontBytes } from './pdf.ts';
import type { ExportTable } from './table.ts';

async function bytesOf(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`font ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

let fonts: Promise<FontBytes> | undefined;

/** Both faces, fetched once a visit (again after a failure). */
function loadFonts(): Promise<FontBytes> {
  fonts ??= Promise.all([bytesOf(regularUrl), bytesOf(boldUrl)]).then(([regular, bold]) => ({
    regular,
    bold,
  }));
  fonts.catch(() => {
    fonts = undefined;
  });
  return fonts;
}

export async function makeFile(table: ExportTable): Promise<Blob> {
  return new Blob([await buildTablePdf(table, await loadFonts())], { type: 'application/pdf' });
}
