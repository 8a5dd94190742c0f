/**
 * What a library upload's bytes must be, by its extension (issues #12 and #19). The first bytes
 * are checked while the body arrives (MAGIC), so a wrong file stops early; the whole file once it
 * has arrived (checkContent), since a PDF header followed by a web page is no PDF:
 * - a PDF loads in pdf-lib with at least one page (services/pdf-check.ts);
 * - an MP3's frames run from its tag to its end, and their duration is read (services/mp3.ts);
 * - a video's container (MP4, WebM, Ogg) is read by music-metadata and tells its duration;
 * - a ZIP (and DOCX, XLSX, PPTX, which are ZIPs) ends with its central directory;
 * - an image is decoded and re-encoded by sharp into the same format, without EXIF or GPS.
 * The library keeps no duration, so the one read only proves the file plays.
 */
import { open, rm } from 'node:fs/promises';
import { parseFile } from 'music-metadata';
import { type LibraryImageFormat, reencodeLibraryImage } from '../services/images.ts';
import { mp3Duration } from '../services/mp3.ts';
import { isPdf } from '../services/pdf-check.ts';
import type { Staging } from '../services/staging.ts';

const startsWith = (head: Buffer, bytes: number[] | string, at = 0) => {
  const expected = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return head.subarray(at, at + expected.length).equals(expected);
};

const isZip = (head: Buffer) => startsWith(head, 'PK\x03\x04');
const isMp4 = (head: Buffer) => startsWith(head, 'ftyp', 4);
const isJpeg = (head: Buffer) => startsWith(head, [0xff, 0xd8, 0xff]);

/** Bytes read before the type is checked. */
export const HEAD_BYTES = 12;

/** What the first bytes of a file of each extension are. */
export const MAGIC: Record<string, (head: Buffer) => boolean> = {
  pdf: (head) => startsWith(head, '%PDF-'),
  // An ID3 tag, or straight an MPEG audio frame (11 bits of frame sync).
  mp3: (head) => startsWith(head, 'ID3') || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0),
  mp4: isMp4,
  webm: (head) => startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]),
  ogv: (head) => startsWith(head, 'OggS'),
  ogg: (head) => startsWith(head, 'OggS'),
  jpg: isJpeg,
  jpeg: isJpeg,
  png: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  webp: (head) => startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8),
  zip: isZip,
  docx: isZip,
  xlsx: isZip,
  pptx: isZip,
};

const IMAGE_FORMATS: Record<string, LibraryImageFormat> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
};

/** True when a video container's header tells a duration. */
async function playsAsVideo(path: string) {
  try {
    const { format } = await parseFile(path, { skipCovers: true });
    return Number.isFinite(format.duration) && (format.duration ?? 0) > 0;
  } catch {
    return false;
  }
}

/**
 * True when the ZIP ends with its end-of-central-directory record (22 bytes and a comment of at
 * most 64 KiB) pointing at a central directory before it, as every unzipping program reads it.
 */
async function endsAsZip(path: string) {
  const file = await open(path);
  try {
    const { size } = await file.stat();
    const length = Math.min(size, 22 + 0xffff);
    const { buffer: tail } = await file.read(Buffer.alloc(length), 0, length, size - length);
    const at = tail.lastIndexOf('PK\x05\x06', tail.length - 22, 'latin1');
    if (at < 0 || at + 22 + tail.readUInt16LE(at + 20) !== tail.length) return false;
    const entries = tail.readUInt16LE(at + 10);
    const directoryAt = tail.readUInt32LE(at + 16);
    // ZIP64 keeps the real offset in a record of its own; its locator stands right before.
    if (directoryAt === 0xffffffff)
      return tail.toString('latin1', at - 20, at - 16) === 'PK\x06\x07';
    const head = Buffer.alloc(4);
    await file.read(head, 0, 4, directoryAt);
    return (
      entries > 0 && directoryAt < size - length + at && head.toString('latin1') === 'PK\x01\x02'
    );
  } finally {
    await file.close();
  }
}

/**
 * Checks the arrived file at `path` against its extension; answers the path of the file to keep
 * (an image's re-encoded copy, the original removed), or null when the file is not what its
 * extension says.
 */
export async function checkContent(
  extension: string,
  path: string,
  staging: Staging,
): Promise<string | null> {
  const image = IMAGE_FORMATS[extension];
  if (image) {
    const reencoded = await staging.newPath();
    const ok = await reencodeLibraryImage(path, reencoded, image);
    await rm(ok ? path : reencoded, { force: true });
    return ok ? reencoded : null;
  }
  if (extension === 'pdf') return (await isPdf(path)) ? path : null;
  if (extension === 'mp3') return ((await mp3Duration(path)) ?? 0) > 0 ? path : null;
  if (['mp4', 'webm', 'ogv', 'ogg'].includes(extension))
    return (await playsAsVideo(path)) ? path : null;
  if (['zip', 'docx', 'xlsx', 'pptx'].includes(extension))
    return (await endsAsZip(path)) ? path : null;
  return null;
}
