/** Reads a zip answer back with yauzl: each file's name and bytes, in the zip's order. */
import yauzl from 'yauzl';

export function unzip(
  bytes: Buffer,
): Promise<{ name: string; bytes: Buffer; compressed: boolean }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const files: { name: string; bytes: Buffer; compressed: boolean }[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.push({
              name: entry.fileName,
              bytes: Buffer.concat(chunks),
              compressed: entry.compressionMethod !== 0,
            });
            zip.readEntry();
          });
          stream.on('error', reject);
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
