/**
 * A zip of pictures sent with the catalogue's CSV, read in memory and bounded before anything is
 * unpacked: how many files it holds and what they come to unpacked, as its directory declares
 * (yauzl checks every file unpacks to exactly its declared size, so a zip bomb stops there). A name
 * that leads outside the zip (`../`, an absolute path) refuses the whole zip; nothing is ever
 * written to disk under its names. Files are found by their path in the zip, whatever their case.
 */
import yauzl, { type Entry, type ZipFile } from 'yauzl';

import { badRequest, HttpError } from './errors.ts';

export interface PictureZipLimits {
  maxFiles: number;
  maxUnpackedBytes: number;
}

export interface PictureZip {
  /** The unpacked size of the file named `name`, or undefined when the zip has no such file. */
  sizeOf(name: string): number | undefined;
  read(name: string): Promise<Buffer>;
  close(): void;
}

export const ZIP_UNREADABLE_MESSAGE = 'The zip of pictures cannot be read';
const UNSAFE_NAME = /^(absolute path|invalid relative path|invalid characters in fileName): (.*)$/;

const refusal = (error: unknown): HttpError => {
  const unsafe = error instanceof Error ? UNSAFE_NAME.exec(error.message) : null;
  return badRequest(unsafe ? `The zip has a file named outside its folders: ${unsafe[2]}` : ZIP_UNREADABLE_MESSAGE);
};

const keyOf = (name: string) => name.normalize('NFC').toLowerCase();

/** The zip's directory read and checked against `limits`; a 400 saying why when it is refused. */
export async function openPictureZip(bytes: Buffer, limits: PictureZipLimits): Promise<PictureZip> {
  let zip: ZipFile;
  try {
    zip = await new Promise<ZipFile>((resolve, reject) =>
      yauzl.fromBuffer(bytes, { lazyEntries: true, autoClose: false }, (error, opened) =>
        error ? reject(error) : resolve(opened),
      ),
    );
  } catch (error) {
    throw refusal(error);
  }
  const tooMany = badRequest(`The zip can hold at most ${limits.maxFiles} files`);
  if (zip.entryCount > limits.maxFiles) {
    zip.close();
    throw tooMany;
  }
  const entries = new Map<string, Entry>();
  try {
    await new Promise<void>((resolve, reject) => {
      let unpacked = 0;
      zip.on('error', reject);
      zip.on('end', resolve);
      zip.on('entry', (entry: Entry) => {
        if (!entry.fileName.endsWith('/')) {
          unpacked += entry.uncompressedSize;
          if (unpacked > limits.maxUnpackedBytes) {
            return reject(
              badRequest(
                `The zip's files come to more than ${Math.round(limits.maxUnpackedBytes / 1024 / 1024)} MB unpacked`,
              ),
            );
          }
          if (!entries.has(keyOf(entry.fileName))) entries.set(keyOf(entry.fileName), entry);
        }
        zip.readEntry();
      });
      zip.readEntry();
    });
  } catch (error) {
    zip.close();
    throw error instanceof HttpError ? error : refusal(error);
  }

  return {
    sizeOf: (name) => entries.get(keyOf(name))?.uncompressedSize,
    async read(name) {
      const entry = entries.get(keyOf(name));
      if (!entry) throw new Error(`${name} is not in the zip`);
      const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
        zip.openReadStream(entry, (error, opened) => (error ? reject(error) : resolve(opened))),
      );
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    close: () => zip.close(),
  };
}
