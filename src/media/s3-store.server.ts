import type * as Sdk from '@aws-sdk/client-s3'
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { checkedKey, checkedName, type MediaStore } from './media-store.server.ts'

export interface S3MediaStoreOptions {
  bucket: string
  /** Keys start with it (`forecourt/` → `forecourt/originals/1-7.png`); a missing final `/` is added. */
  prefix?: string
  region: string
  /** An S3-compatible server (MinIO, Ceph, R2 …); unset: AWS. */
  endpoint?: string
  /** `bucket` in the path instead of the host name, as most S3-compatible servers need. */
  forcePathStyle?: boolean
  /**
   * Only for tests against a local server. Deployments leave it unset: the SDK's default chain
   * finds the credentials (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, an instance role).
   */
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

/**
 * Media in an S3 bucket, with the same layout as the folder store under an optional prefix:
 * `{prefix}originals/{file}`, `{prefix}variants/{site}-{id}/{name}` and `{prefix}files/{key}`. Every instance that
 * points at the bucket sees every upload and every variant made by the others.
 */
export function createS3MediaStore(options: S3MediaStoreOptions): MediaStore {
  const { bucket } = options
  const prefix = options.prefix ? options.prefix.replace(/\/*$/, '/') : ''
  const original = (fileName: string) => `${prefix}originals/${checkedName(fileName)}`
  const variants = (image: string) => `${prefix}variants/${checkedName(image)}/`
  const file = (key: string) => `${prefix}files/${checkedKey(key)}`

  // NOTE: the SDK takes about half a second to load; a process on the folder store never loads it.
  let connection: Promise<{ sdk: typeof Sdk; client: Sdk.S3Client }> | null = null
  const connect = () =>
    (connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle ?? false,
        credentials: options.credentials,
        // Checksums only where S3 demands them: several S3-compatible servers refuse the optional ones.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })))

  async function get(key: string) {
    const { sdk, client } = await connect()
    try {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }))
      const bytes = Buffer.from((await object.Body?.transformToByteArray()) ?? [])
      return { bytes, modified: object.LastModified ?? null }
    } catch (error) {
      if (isNotFound(error)) return null
      throw error
    }
  }
  async function put(key: string, bytes: Uint8Array) {
    const { sdk, client } = await connect()
    await client.send(new sdk.PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType(key) }))
  }

  return {
    location: `s3://${bucket}/${prefix}`,
    putOriginal: async (fileName, bytes) => put(original(fileName), bytes),
    readOriginal: async (fileName) => (await get(original(fileName)))?.bytes ?? null,
    async hasOriginal(fileName) {
      const { sdk, client } = await connect()
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: original(fileName) }))
        return true
      } catch (error) {
        if (isNotFound(error)) return false
        throw error
      }
    },
    async removeOriginal(fileName) {
      const { sdk, client } = await connect()
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: original(fileName) }))
    },
    getVariant: async (image, name) => get(`${variants(image)}${checkedName(name)}`),
    putVariant: async (image, name, bytes) => put(`${variants(image)}${checkedName(name)}`, bytes),
    async removeVariants(image) {
      const { sdk, client } = await connect()
      // A listing page holds at most 1,000 keys, as many as one DeleteObjects call takes.
      let token: string | undefined
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: variants(image), ContinuationToken: token }))
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []))
        if (keys.length > 0) {
          const result = await client.send(new sdk.DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }))
          const failed = result.Errors?.[0]
          if (failed) throw new Error(`S3 could not delete ${failed.Key}: ${failed.Code} ${failed.Message}`)
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
    },
    async putFile(key, sourcePath) {
      const { sdk, client } = await connect()
      // A stream of known length: the SDK sends it as it reads it.
      const { size } = await stat(sourcePath)
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: file(key),
          Body: createReadStream(sourcePath),
          ContentLength: size,
          ContentType: contentType(key),
        }),
      )
    },
    async openFile(key) {
      const { sdk, client } = await connect()
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: file(key) }))
        if (!object.Body) return null
        return { stream: object.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: object.ContentLength ?? 0 }
      } catch (error) {
        if (isNotFound(error)) return null
        throw error
      }
    },
    async removeFile(key) {
      const { sdk, client } = await connect()
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: file(key) }))
    },
    async close() {
      const current = connection
      connection = null
      if (current) (await current).client.destroy()
    },
  }
}

/** No such key. NOTE: not any 404: a missing bucket (NoSuchBucket) is an error to report, not a missing image. */
function isNotFound(error: unknown) {
  const name = (error as { name?: unknown } | null)?.name
  return name === 'NoSuchKey' || name === 'NotFound'
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}
/** Stored with the object, so the bucket's own tools (and a CDN in front of it) show the image. */
const contentType = (key: string) => CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream'
