import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfKey, isSafeKey, type Storage, type StoredObject } from './storage';

/** 내장 기본값: UPLOADS_DIR 아래에 두고, API 의 GET /uploads/<key> 로 내보낸다 */
export class LocalDiskStorage implements Storage {
  private readonly root: string;

  constructor(
    root: string,
    private readonly publicBaseUrl: string,
  ) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string): string | null {
    if (!isSafeKey(key)) return null;
    const file = path.resolve(this.root, key);
    return file.startsWith(this.root + path.sep) ? file : null;
  }

  async put(key: string, bytes: Uint8Array, _contentType: string) {
    const file = this.pathOf(key);
    if (!file) throw new Error(`unsafe storage key: ${key}`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
    return { url: `${this.publicBaseUrl.replace(/\/$/, '')}/uploads/${key}` };
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    if (!file) return null;
    try {
      return { bytes: new Uint8Array(await readFile(file)), contentType: contentTypeOfKey(key) };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT' || (e as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    if (file) await rm(file, { force: true });
  }
}
