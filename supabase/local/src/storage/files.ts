/**
 * The bytes of objects, on disk under the stack's storage directory. A file is named by the
 * object's version (a fresh uuid per upload), never by its key: keys may hold `..` or characters a
 * file system refuses, and a new upload never overwrites the file a reader is streaming. Rendered
 * images are cached beside them, keyed by version and transformation.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';

const VERSION = /^[0-9a-f-]{36}$/i;

export class FileStore {
  constructor(readonly root: string) {}

  private objectPath(version: string): string {
    if (!VERSION.test(version)) throw new Error(`not an object version: ${version}`);
    return path.join(this.root, 'objects', version.slice(0, 2), version);
  }

  private renderPath(version: string, key: string): string {
    return path.join(this.root, 'render', version.slice(0, 2), `${version}-${key}`);
  }

  /** Written to a temp name and renamed, so a reader never sees half a file. */
  private async writeAtomically(file: string, data: Uint8Array): Promise<void> {
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await fs.promises.writeFile(temp, data);
    await fs.promises.rename(temp, file);
  }

  write(version: string, data: Uint8Array): Promise<void> {
    return this.writeAtomically(this.objectPath(version), data);
  }

  /** The file as a web stream, or null when it is missing on disk. */
  stream(version: string): ReadableStream<Uint8Array> | null {
    const file = this.objectPath(version);
    if (!fs.existsSync(file)) return null;
    return Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>;
  }

  async read(version: string): Promise<Buffer | null> {
    return await fs.promises.readFile(this.objectPath(version)).catch(() => null);
  }

  async readRendered(version: string, key: string): Promise<Buffer | null> {
    return await fs.promises.readFile(this.renderPath(version, key)).catch(() => null);
  }

  writeRendered(version: string, key: string, data: Uint8Array): Promise<void> {
    return this.writeAtomically(this.renderPath(version, key), data);
  }

  /** Removes versions and their rendered images; missing files are fine. */
  async remove(versions: (string | null | undefined)[]): Promise<void> {
    for (const version of versions) {
      if (!version || !VERSION.test(version)) continue;
      await fs.promises.rm(this.objectPath(version), { force: true });
      const dir = path.dirname(this.renderPath(version, 'x'));
      const rendered = await fs.promises.readdir(dir).catch(() => [] as string[]);
      for (const name of rendered) {
        if (name.startsWith(`${version}-`)) await fs.promises.rm(path.join(dir, name), { force: true });
      }
    }
  }
}
