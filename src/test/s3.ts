import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import type { MediaStore } from '~/media/media-store.server.ts'
import { createS3MediaStore, type S3MediaStoreOptions } from '~/media/s3-store.server.ts'

/**
 * A local S3-compatible server (s3rver) on a random loopback port with one bucket, its objects in
 * a temporary folder: the S3 media store is tested against it, never against a real bucket.
 * Start it in `beforeAll`, `stop()` it in `afterAll` (that also closes the stores it made).
 */
export async function startTestS3(bucket = 'forecourt-test') {
  const directory = mkdtempSync(join(tmpdir(), 'forecourt-s3rver-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] })
  const { port } = await server.run()
  // s3rver accepts any key pair it is given; these are not secrets.
  const options: S3MediaStoreOptions = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  }
  const stores: MediaStore[] = []
  return {
    /** What createS3MediaStore needs to reach the server (the credentials included). */
    options,
    /** A store on the bucket, under `prefix` when given; closed by `stop()`. */
    store(overrides: Partial<S3MediaStoreOptions> = {}) {
      const store = createS3MediaStore({ ...options, ...overrides })
      stores.push(store)
      return store
    },
    async stop() {
      await Promise.all(stores.map((store) => store.close()))
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}

export type TestS3 = Awaited<ReturnType<typeof startTestS3>>
