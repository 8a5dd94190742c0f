/**
 * The drawn signature of a consent, as it came in: a PNG data URL. Only a real PNG of sane
 * dimensions with something drawn on it passes; it is decoded and re-encoded by sharp (what goes
 * into the PDF is sharp's own PNG, no chunk of the sender's survives), within SIGNATURE_PX.
 */
import sharp from 'sharp';
import { SIGNATURE_BOUNDS_PX, SIGNATURE_PX } from '../../lib/limits.ts';
import { PNG_DATA_URL_PREFIX } from '../../lib/schemas/consent.ts';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export type SignatureCheck =
  | { ok: true; png: Uint8Array }
  | { ok: false; reason: 'invalid' | 'empty' };

/** The re-encoded signature, or why it was refused (a data URL the schema let through). */
export async function readSignature(dataUrl: string): Promise<SignatureCheck> {
  const bytes = Buffer.from(dataUrl.slice(PNG_DATA_URL_PREFIX.length), 'base64');
  if (!bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC))
    return { ok: false, reason: 'invalid' };
  try {
    const image = sharp(bytes, { limitInputPixels: 4_000_000, animated: false });
    const { format, width = 0, height = 0 } = await image.metadata();
    const { min, maxWidth, maxHeight } = SIGNATURE_BOUNDS_PX;
    if (format !== 'png' || width < min || height < min || width > maxWidth || height > maxHeight)
      return { ok: false, reason: 'invalid' };
    // A pad sends transparent pixels around the ink: nothing drawn means the alpha is 0
    // everywhere (or, without alpha, a single colour).
    const { channels } = await image.clone().ensureAlpha().stats();
    const alpha = channels[3];
    const flat = channels.slice(0, 3).every((channel) => channel.min === channel.max);
    if (!alpha || alpha.max === 0 || (alpha.min === alpha.max && flat))
      return { ok: false, reason: 'empty' };
    const png = await image
      .resize(SIGNATURE_PX.width, SIGNATURE_PX.height, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
    return { ok: true, png };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}
