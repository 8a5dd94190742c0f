/**
 * Reads an MP3 the way a player does (issue #19): past its ID3v2 tag, MPEG audio frames (layer
 * III, one version and sample rate) follow one another to the end, where an ID3v1 or APE tag may
 * stand. The frames are walked header to header, so the duration comes from what is there, not
 * from a header that may lie; a few damaged bytes between frames are skipped, as players do, but
 * a file mostly made of something else (an ID3 tag, then a web page) is no MP3.
 */
import { type FileHandle, open } from 'node:fs/promises';
import { MP3_MAX_JUNK_RATIO } from '../../lib/limits.ts';

/** Kilobits per second by bitrate index: MPEG-1 layer III, then MPEG-2 and 2.5 layer III. */
const BITRATES = [
  [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
];
/** Samples per second by version bits (0: MPEG-2.5, 2: MPEG-2, 3: MPEG-1) and index. */
const SAMPLE_RATES: Record<number, number[]> = {
  0: [11025, 12000, 8000],
  2: [22050, 24000, 16000],
  3: [44100, 48000, 32000],
};

interface Frame {
  version: number;
  sampleRate: number;
  /** Bytes, header included. */
  length: number;
  samples: number;
}

/** The layer III frame whose 4-byte header is at `bytes`, or null. */
function frameAt(bytes: Buffer): Frame | null {
  const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = bytes;
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0 || ((b1 >> 1) & 3) !== 1 || (b3 & 3) === 2) return null;
  const version = (b1 >> 3) & 3;
  const mpeg1 = version === 3;
  const kbps = BITRATES[mpeg1 ? 0 : 1]?.[b2 >> 4] ?? 0;
  const sampleRate = SAMPLE_RATES[version]?.[(b2 >> 2) & 3] ?? 0;
  if (!kbps || !sampleRate) return null;
  const padding = (b2 >> 1) & 1;
  const length = Math.floor(((mpeg1 ? 144_000 : 72_000) * kbps) / sampleRate) + padding;
  return { version, sampleRate, length, samples: mpeg1 ? 1152 : 576 };
}

/** Reads a file through a 1 MiB window, so walking 100 MB of frames costs 100 reads. */
function windowed(file: FileHandle) {
  const buffer = Buffer.alloc(1 << 20);
  let start = 0;
  let length = 0;
  return async (offset: number, bytes: number) => {
    if (offset < start || offset + bytes > start + length) {
      start = offset;
      length = (await file.read(buffer, 0, buffer.length, offset)).bytesRead;
    }
    return buffer.subarray(offset - start, Math.min(offset - start + bytes, length));
  };
}

/** Where the audio ends: before an ID3v1 tag ('TAG', 128 bytes) and an APEv2 tag. */
async function audioEnd(read: ReturnType<typeof windowed>, size: number) {
  let end = size;
  if (end >= 128 && (await read(end - 128, 3)).toString('latin1') === 'TAG') end -= 128;
  const footer = end >= 32 ? await read(end - 32, 32) : Buffer.alloc(0);
  if (footer.subarray(0, 8).toString('latin1') === 'APETAGEX') {
    const hasHeader = ((footer[23] ?? 0) & 0x80) !== 0;
    end -= footer.readUInt32LE(12) + (hasHeader ? 32 : 0);
  }
  return Math.max(end, 0);
}

/** The seconds of audio in the MP3 at `path`, or null when it is not one. */
export async function mp3Duration(path: string): Promise<number | null> {
  const file = await open(path);
  try {
    const read = windowed(file);
    const end = await audioEnd(read, (await file.stat()).size);
    let offset = 0;
    // ID3v2 tags: 'ID3', version, flags, then the size in 4 bytes of 7 bits (a footer adds 10).
    for (let head = await read(0, 10); head.toString('latin1', 0, 3) === 'ID3'; ) {
      const size = [6, 7, 8, 9].reduce((sum, i) => sum * 128 + ((head[i] ?? 0) & 0x7f), 0);
      offset += 10 + size + (((head[5] ?? 0) & 0x10) !== 0 ? 10 : 0);
      head = await read(offset, 10);
    }
    const allowedJunk = (end - offset) * MP3_MAX_JUNK_RATIO;
    let first: Frame | null = null;
    let samples = 0;
    let junk = 0;
    while (offset + 4 <= end && junk <= allowedJunk) {
      const frame = frameAt(await read(offset, 4));
      const fits =
        frame &&
        offset + frame.length <= end &&
        (!first || (frame.version === first.version && frame.sampleRate === first.sampleRate));
      if (frame && fits) {
        first ??= frame;
        samples += frame.samples;
        offset += frame.length;
      } else {
        // Damaged bytes: on to the next byte that may start a frame (0xff).
        const ahead = await read(offset + 1, 64 * 1024);
        const next = ahead.indexOf(0xff);
        const step = next < 0 ? ahead.length + 1 : next + 1;
        junk += step;
        offset += step;
      }
    }
    junk += Math.max(end - offset, 0);
    if (!first || junk > allowedJunk) return null;
    return samples / first.sampleRate;
  } finally {
    await file.close();
  }
}
