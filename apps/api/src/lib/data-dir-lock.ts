/**
 * One process at a time in a PGlite folder: the running shop, or a backup or restore command while
 * the shop is stopped. Two PostgreSQL instances in one data folder corrupt it, and PGlite keeps no
 * lock of its own. The holder writes DATA_DIR/pglite.lock (its pid; the shop adds where it listens
 * and a token), created exclusively; a lock whose process is gone is taken over (docs/decisions/065).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type HolderRole = 'shop' | 'backup' | 'restore';

export interface Holder {
  pid: number;
  role: HolderRole;
  /** The shop: where `npm run backup` asks it for a backup, and the bearer it brings. */
  address?: string;
  token?: string;
}

export class DataDirBusy extends Error {}

const lockFile = (dataDir: string) => path.join(dataDir, 'pglite.lock');

function alive(pid: number): boolean {
  if (pid === process.pid) return false; // a restarted container reuses its pid: that lock is ours, left over
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live process holding `dataDir`, or null. */
export async function readHolder(dataDir: string): Promise<Holder | null> {
  let holder: Holder;
  try {
    holder = JSON.parse(await readFile(lockFile(dataDir), 'utf8')) as Holder;
  } catch {
    return null;
  }
  return Number.isInteger(holder.pid) && alive(holder.pid) ? holder : null;
}

export function describeHolder(holder: Holder): string {
  return holder.role === 'shop' ? `the running shop (pid ${holder.pid})` : `a ${holder.role} (pid ${holder.pid})`;
}

export interface DataDirLock {
  /** Tells later readers where the shop listens and the token it accepts. */
  announce(details: Pick<Holder, 'address' | 'token'>): Promise<void>;
  release(): Promise<void>;
}

/** Takes `dataDir` for this process, or throws DataDirBusy naming who has it. */
export async function holdDataDir(dataDir: string, role: HolderRole): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const file = lockFile(dataDir);
  const write = (holder: Holder, flag: 'wx' | 'w') => writeFile(file, JSON.stringify(holder), { flag, mode: 0o600 });
  const mine: Holder = { pid: process.pid, role };
  for (let attempt = 0; ; attempt++) {
    try {
      await write(mine, 'wx');
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const holder = await readHolder(dataDir);
      if (holder) {
        throw new DataDirBusy(
          `${dataDir} is in use by ${describeHolder(holder)} (if no such process runs, delete ${file})`,
        );
      }
      await rm(file, { force: true }); // its process is gone
    }
  }
  return {
    announce: (details) => write({ ...mine, ...details }, 'w'),
    async release() {
      const holder = await readHolder(dataDir).catch(() => null);
      if (!holder || holder.pid === process.pid) await rm(file, { force: true });
    },
  };
}
