/**
 * Rendered variants on disk, capped in size: the least recently used go first (docs/decisions/018).
 * Each stored key's variants share a folder, so a replaced or deleted image loses them all at once.
 * The folder is safe to delete at any time; it is read back at start, oldest files first.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { LRUCache } from 'lru-cache';

/** Disks hand out whole blocks: a 1 KB file takes 4 KB, and the cap is about the disk. */
const BLOCK = 4096;
const onDisk = (bytes: number) => Math.max(BLOCK, Math.ceil(bytes / BLOCK) * BLOCK);

export interface VariantCacheOptions {
  dir: string;
  maxBytes: number;
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

export function createVariantCache({ dir, maxBytes }: VariantCacheOptions) {
  /** Files by path relative to `dir`, in order of use, with their size on disk. */
  const index = new LRUCache<string, number>({
    maxSize: maxBytes,
    sizeCalculation: (bytes) => bytes,
    dispose: (_bytes, file, reason) => {
      if (reason === 'evict') void rm(path.join(dir, file), { force: true });
    },
  });

  const keyFolder = (key: string) => {
    const id = hash(key);
    return path.join(id.slice(0, 2), id);
  };

  function remember(file: string, bytes: number): void {
    index.set(file, onDisk(bytes));
    // A file larger than the whole cap is not kept at all.
    if (!index.has(file)) void rm(path.join(dir, file), { force: true });
  }

  /** What an earlier run (or another process) left, oldest first, so the newest survive the cap. */
  async function load(): Promise<void> {
    const names = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
    const files = await Promise.all(
      names
        .filter((name) => /\.(avif|webp|jpeg)$/.test(name))
        .map(async (name) => {
          const info = await stat(path.join(dir, name)).catch(() => null);
          return info?.isFile() ? { name, size: info.size, used: info.mtimeMs } : null;
        }),
    );
    const found = files.filter((file) => file !== null).sort((a, b) => a.used - b.used);
    for (const file of found) if (!index.has(file.name)) remember(file.name, file.size);
  }
  const loaded = load();

  return {
    /** Where the variant `id` of `key` lives, relative to the cache folder. */
    fileFor: (key: string, id: string, format: string) => path.join(keyFolder(key), `${id}.${format}`),

    async read(file: string): Promise<Buffer | null> {
      await loaded;
      try {
        const bytes = await readFile(path.join(dir, file));
        // Counts as a use; a file another process wrote joins the index here.
        if (index.get(file) === undefined) remember(file, bytes.length);
        return bytes;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        index.delete(file);
        return null;
      }
    },

    async has(file: string): Promise<boolean> {
      await loaded;
      if (index.get(file) !== undefined) return true;
      const info = await stat(path.join(dir, file)).catch(() => null);
      return info?.isFile() ?? false;
    },

    async write(file: string, bytes: Buffer): Promise<void> {
      await loaded;
      const target = path.join(dir, file);
      await mkdir(path.dirname(target), { recursive: true });
      // Other processes may render the same variant at once: each writes its own temp file and the
      // atomic rename means a reader sees one whole file or none.
      const temp = `${target}.${randomUUID()}.tmp`;
      try {
        await writeFile(temp, bytes);
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      remember(file, bytes.length);
    },

    async remove(file: string): Promise<void> {
      index.delete(file);
      await rm(path.join(dir, file), { force: true });
    },

    /** Drops every variant of `key`. */
    async forget(key: string): Promise<void> {
      await loaded;
      const folder = keyFolder(key);
      for (const file of [...index.keys()]) if (file.startsWith(folder + path.sep)) index.delete(file);
      await rm(path.join(dir, folder), { recursive: true, force: true });
    },

    /** Bytes on disk the index holds. */
    size: () => index.calculatedSize,
  };
}

export type VariantCache = ReturnType<typeof createVariantCache>;
