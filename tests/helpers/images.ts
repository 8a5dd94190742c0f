/** Pictures for the upload tests, made with sharp as a phone would send them. */
import sharp from 'sharp';

/** A JPEG of `width` × `height` carrying EXIF (a copyright and the phone's owner), as phones write. */
export const phonePhoto = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Familia Pop', Artist: 'Telefonul lui Dan' } })
    .toBuffer();
