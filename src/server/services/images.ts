/**
 * Re-encodes an uploaded picture: only what sharp can decode as an image passes, the output is
 * a WebP without metadata (EXIF, GPS, ICC), rotated as the camera meant. An avatar becomes a
 * square; a choir's image (a logo or a group photo) keeps its proportions within a bound. A
 * library image (a poster, the brand sheet) keeps its format, size and colour profile: it may be
 * printed.
 */
import sharp from 'sharp';
import { AVATAR_SIZE_PX, CHOIR_IMAGE_MAX_PX, IMAGE_MAX_INPUT_PIXELS } from '../../lib/limits.ts';

const FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'];

/** The decoded, upright image, or null when the bytes are not an image of a known format. */
async function decode(bytes: Uint8Array) {
  const image = sharp(bytes, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, animated: false });
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

/** The library's image formats, as sharp names them. */
export type LibraryImageFormat = 'jpeg' | 'png' | 'webp';

/**
 * Re-encodes the image file `from` into `to` in the same format, upright, without EXIF or XMP
 * (a phone's GPS position, a camera's serial); false when `from` is not an image of `format`.
 */
export async function reencodeLibraryImage(
  from: string,
  to: string,
  format: LibraryImageFormat,
): Promise<boolean> {
  try {
    const image = sharp(from, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, animated: false });
    const meta = await image.metadata();
    if (meta.format !== format) return false;
    const upright = image.autoOrient().keepIccProfile();
    const encoded =
      format === 'png'
        ? upright.png({ palette: meta.isPalette })
        : format === 'webp'
          ? upright.webp({ quality: 92 })
          : upright.jpeg({ quality: 92, chromaSubsampling: '4:4:4' });
    await encoded.toFile(to);
    return true;
  } catch {
    return false;
  }
}
