// s3rver ships no types; the tests use this small part of it (src/test/s3.ts).
declare module 's3rver' {
  import type { AddressInfo } from 'node:net'
  export default class S3rver {
    constructor(options: { address?: string; port?: number; silent?: boolean; directory: string; configureBuckets?: { name: string }[] })
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}
