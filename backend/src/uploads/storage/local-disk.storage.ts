import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { randomBytes } from 'node:crypto';
import { FileStorage, STORAGE_KEY } from './file-storage';

export class LocalDiskStorage implements FileStorage {
  private readonly root: string;

  constructor(
    root: string,
    private readonly publicBase: string,
  ) {
    this.root = path.resolve(root);
  }

  /** Written beside the target then renamed, so a reader never sees half a file. */
  async put(key: string, data: Buffer): Promise<void> {
    const target = this.resolve(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString('hex')}.part`;
    try {
      await writeFile(temp, data, { flag: 'wx' });
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.resolve(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  publicUrl(key: string): string {
    return `${this.publicBase}/${key}`;
  }

  private resolve(key: string): string {
    const target = path.resolve(this.root, key);
    if (!STORAGE_KEY.test(key) || !target.startsWith(this.root + path.sep)) throw new Error(`Refused storage key ${key}`);
    return target;
  }
}
