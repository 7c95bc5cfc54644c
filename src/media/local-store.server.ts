import { createReadStream } from 'node:fs'
import { copyFile, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import { Readable } from 'node:stream'
import { checkedKey, checkedName, type MediaStore } from './media-store.server.ts'

/**
 * Media in a folder: originals in `DATA_DIR/media/originals/{file}`, variants in
 * `DATA_DIR/media/variants/{site}-{id}/{name}` (the layout before ADR 036, so existing data keeps
 * working), other features' files in `DATA_DIR/media/files/{key}`. Several instances share it only
 * if the folder is shared (one machine, or NFS).
 */
export function createLocalMediaStore(dataDir: string): MediaStore {
  const root = join(dataDir, 'media')
  const original = (fileName: string) => join(root, 'originals', checkedName(fileName))
  const variants = (image: string) => join(root, 'variants', checkedName(image))
  const file = (key: string) => join(root, 'files', checkedKey(key))

  return {
    location: `folder ${resolve(root)}`,
    putOriginal: async (fileName, bytes) => writeWhole(original(fileName), bytes),
    readOriginal: async (fileName) => readFile(original(fileName)).catch(nullIfMissing),
    async hasOriginal(fileName) {
      return (await stat(original(fileName)).catch(nullIfMissing))?.isFile() ?? false
    },
    removeOriginal: async (fileName) => rm(original(fileName), { force: true }),
    async getVariant(image, name) {
      const file = await open(join(variants(image), checkedName(name))).catch(nullIfMissing)
      if (!file) return null
      try {
        const [info, bytes] = [await file.stat(), await file.readFile()]
        return { bytes, modified: info.mtime }
      } finally {
        await file.close()
      }
    },
    putVariant: async (image, name, bytes) => writeWhole(join(variants(image), checkedName(name)), bytes),
    removeVariants: async (image) => rm(variants(image), { recursive: true, force: true }),
    putFile: async (key, sourcePath) => copyWhole(sourcePath, file(key)),
    async openFile(key) {
      const info = await stat(file(key)).catch(nullIfMissing)
      if (!info?.isFile()) return null
      return { stream: Readable.toWeb(createReadStream(file(key))) as ReadableStream<Uint8Array>, size: info.size }
    },
    removeFile: async (key) => rm(file(key), { force: true }),
    close: async () => {},
  }
}

/** Writes beside the target and renames, so a reader (another instance too) never sees half a file. */
async function writeWhole(file: string, bytes: Uint8Array) {
  await mkdir(dirname(file), { recursive: true })
  const temp = join(dirname(file), `.${basename(file)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`)
  try {
    await writeFile(temp, bytes)
    await rename(temp, file)
  } catch (error) {
    await rm(temp, { force: true })
    throw error
  }
}

/** Copies beside the target and renames, as writeWhole does. */
async function copyWhole(source: string, target: string) {
  await mkdir(dirname(target), { recursive: true })
  const temp = join(dirname(target), `.${basename(target)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`)
  try {
    await copyFile(source, temp)
    await rename(temp, target)
  } catch (error) {
    await rm(temp, { force: true })
    throw error
  }
}

function nullIfMissing(error: unknown): null {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
  throw error
}
