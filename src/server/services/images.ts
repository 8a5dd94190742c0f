/**
 * Re-encodes an uploaded picture: only what sharp can decode as an image passes, the output is
 * a WebP without metadata (EXIF, GPS, ICC), rotated as the camera meant. An avatar becomes a
 * square; a choir's image (a logo or a group photo) keeps its proportions within a bound.
 */
import sharp from 'sharp';
import { AVATAR_SIZE_PX, CHOIR_IMAGE_MAX_PX } from '../../lib/limits.ts';

const FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'];

/** The decoded, upright image, or null when the bytes are not an image of a known format. */
async function decode(bytes: Uint8Array) {
  const image = sharp(bytes, { limitInputPixels: 50_000_000, animated: false });
  const meta = await image.metadata();
  if (!meta.format || !FORMATS.includes(meta.format)) return null;
  return image.rotate();
}

/** The re-encoded avatar, or null when the bytes are not an image. */
export async function reencodeAvatar(bytes: Uint8Array): Promise<Uint8Array | null> {
  try {
    const image = await decode(bytes);
    return image
      ? await image
          .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' })
          .webp({ quality: 82 })
          .toBuffer()
      : null;
  } catch {
    return null;
  }
}

/** The re-encoded choir image, within CHOIR_IMAGE_MAX_PX and never enlarged; null when not an image. */
export async function reencodeChoirImage(bytes: Uint8Array): Promise<Uint8Array | null> {
  try {
    const image = await decode(bytes);
    return image
      ? await image
          .resize(CHOIR_IMAGE_MAX_PX, CHOIR_IMAGE_MAX_PX, {
            fit: 'inside',
            withoutEnlargement: true,
          })
          .webp({ quality: 82 })
          .toBuffer()
      : null;
  } catch {
    return null;
  }
}
