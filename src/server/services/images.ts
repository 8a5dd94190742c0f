/**
 * Re-encodes an uploaded picture: only what sharp can decode as an image passes, the output is
 * a square WebP without metadata (EXIF, GPS, ICC), rotated as the camera meant.
 */
import sharp from 'sharp';
import { AVATAR_SIZE_PX } from '../../lib/limits.ts';

/** The re-encoded avatar, or null when the bytes are not an image. */
export async function reencodeAvatar(bytes: Uint8Array): Promise<Uint8Array | null> {
  try {
    const image = sharp(bytes, { limitInputPixels: 50_000_000, animated: false });
    const meta = await image.metadata();
    if (
      !meta.format ||
      !['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'].includes(meta.format)
    )
      return null;
    return await image
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
}
