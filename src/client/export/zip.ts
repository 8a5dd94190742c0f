/**
 * The smallest zip a workbook needs, made in the browser: every file stored as it is (method 0),
 * so no compressor is shipped. A members' list is a few dozen KB of XML; the back office's large
 * exports are zipped and compressed on the server (yazl). Dates are the DOS fields of `mtime`.
 */

/** CRC-32 (IEEE 802.3), the checksum every zip entry carries. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** MS-DOS time and date, the only ones the basic zip headers carry (local time, 2 s steps). */
function dosTime(date: Date): { time: number; date: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    date: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/** A little-endian header: each field [size in bytes, value]. */
function header(fields: [2 | 4, number][]): Uint8Array {
  const bytes = new Uint8Array(fields.reduce((sum, [size]) => sum + size, 0));
  const view = new DataView(bytes.buffer);
  let at = 0;
  for (const [size, value] of fields) {
    if (size === 2) view.setUint16(at, value, true);
    else view.setUint32(at, value, true);
    at += size;
  }
  return bytes;
}

/** The zip of `files` ([path, text]), as bytes. */
export function zipStored(
  files: readonly [string, string][],
  mtime = new Date(),
): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const { time, date } = dosTime(mtime);
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const [path, text] of files) {
    const name = encoder.encode(path);
    const data = encoder.encode(text);
    const crc = crc32(data);
    // Version 2.0, flag 0x0800 (the name is UTF-8), method 0 (stored).
    const common: [2 | 4, number][] = [
      [2, 20],
      [2, 0x0800],
      [2, 0],
      [2, time],
      [2, date],
      [4, crc],
      [4, data.length],
      [4, data.length],
      [2, name.length],
      [2, 0],
    ];
    const local = header([[4, 0x04034b50], ...common]);
    central.push(
      header([[4, 0x02014b50], [2, 20], ...common, [2, 0], [2, 0], [2, 0], [4, 0], [4, offset]]),
      name,
    );
    parts.push(local, name, data);
    offset += local.length + name.length + data.length;
  }
  const directorySize = central.reduce((sum, part) => sum + part.length, 0);
  const end = header([
    [4, 0x06054b50],
    [2, 0],
    [2, 0],
    [2, files.length],
    [2, files.length],
    [4, directorySize],
    [4, offset],
    [2, 0],
  ]);
  const all = [...parts, ...central, end];
  const out = new Uint8Array(all.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of all) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
