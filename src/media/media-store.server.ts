import type { KeptFiles } from '~/lib/kept-files.ts'

/**
 * Where media originals and their generated variants live (ADR 036): a folder (`DATA_DIR/media`,
 * local-store.server.ts) or an S3 bucket that every instance shares (s3-store.server.ts). Names
 * are flat: an original by its file name (`{site}-{id}.{ext}`), a variant by its image
 * (`{site}-{id}`) and its own name (`320x0.webp`).
 *
 * @example
 *   await store.putOriginal('1-7.png', bytes)
 *   await store.putVariant('1-7', '320x0.webp', webp)
 *   await store.removeVariants('1-7') // the original changed: every size is stale
 */
export interface MediaStore extends KeptFiles {
  /** For logs and errors: `folder /srv/data/media` or `s3://bucket/prefix/`. */
  readonly location: string
  putOriginal(fileName: string, bytes: Uint8Array): Promise<void>
  /** The original's bytes; null when there is none. */
  readOriginal(fileName: string): Promise<Buffer | null>
  hasOriginal(fileName: string): Promise<boolean>
  /** Removes an original; nothing happens when it is already gone. */
  removeOriginal(fileName: string): Promise<void>
  /** A variant made earlier (by any instance); null when there is none yet. */
  getVariant(image: string, name: string): Promise<StoredFile | null>
  putVariant(image: string, name: string, bytes: Uint8Array): Promise<void>
  /** Removes every variant of one image (its original changed or is gone). */
  removeVariants(image: string): Promise<void>
  /** Releases network connections (the S3 store's); the process is ending. */
  close(): Promise<void>
}

export interface StoredFile {
  bytes: Buffer
  /** When it was written, for Last-Modified; null when the store cannot tell. */
  modified: Date | null
}

/**
 * A store name is one path segment: letters, digits, `.`, `-`, `_`, not starting with a dot.
 * NOTE: names come from database rows and our own code, never from a request; this check keeps a
 * bad one from reaching outside the folder (`../`) or the prefix all the same.
 */
export function checkedName(name: string) {
  if (!/^[\w-][\w.-]*$/.test(name)) throw new Error(`not a media file name: ${JSON.stringify(name)}`)
  return name
}

/** A file key: one to five store names joined by `/` (`lead-exports/1/7.csv`). */
export function checkedKey(key: string) {
  const names = key.split('/')
  if (names.length > 5) throw new Error(`not a file key: ${JSON.stringify(key)}`)
  names.forEach(checkedName)
  return key
}
