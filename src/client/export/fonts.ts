/**
 * Nunito's TTFs for the PDFs made in the browser: emitted by the build as files of their own
 * (about 130 KB each, cached by the browser like any asset) and fetched on the first PDF only.
 */

import regularUrl from '@expo-google-fonts/nunito/400Regular/Nunito_400Regular.ttf?url';
import boldUrl from '@expo-google-fonts/nunito/700Bold/Nunito_700Bold.ttf?url';
import type { FontBytes } from './pdf.ts';

async function bytesOf(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`font ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

let fonts: Promise<FontBytes> | undefined;

/** Both faces, fetched once a visit (again after a failure). */
export function loadFonts(): Promise<FontBytes> {
  fonts ??= Promise.all([bytesOf(regularUrl), bytesOf(boldUrl)]).then(([regular, bold]) => ({
    regular,
    bold,
  }));
  fonts.catch(() => {
    fonts = undefined;
  });
  return fonts;
}
