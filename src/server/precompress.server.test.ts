import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app.server.ts'
import type { Services } from './context.server.ts'
import { precompressDir } from './precompress.server.ts'

const script = `export const message = ${JSON.stringify('a compressible line of text. '.repeat(200))}\n`

describe('precompressed build assets', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'forecourt-precompress-'))
    await mkdir(join(dir, 'assets'))
    await mkdir(join(dir, '.vite'))
    await writeFile(join(dir, 'assets/app-abc123.js'), script)
    await writeFile(join(dir, 'assets/tiny-abc123.css'), 'a{}')
    await writeFile(join(dir, 'assets/photo-abc123.png'), Buffer.alloc(2048))
    await writeFile(join(dir, '.vite/manifest.json'), '{}')
    await precompressDir(dir)
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('writes brotli and gzip copies of scripts and styles where they are smaller, and nothing else', async () => {
    expect((await readdir(join(dir, 'assets'))).sort()).toEqual([
      'app-abc123.js',
      'app-abc123.js.br',
      'app-abc123.js.gz',
      'photo-abc123.png',
      'tiny-abc123.css',
    ])
    expect(await readdir(join(dir, '.vite'))).toEqual(['manifest.json'])
  })

  it('serves the copy a client accepts, and the file itself to others', async () => {
    // Static files are answered before anything reads the services.
    const app = createApp({ services: {} as Services, clientDir: dir })
    const br = await app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toContain('Accept-Encoding')
    expect(br.headers.get('content-type')).toContain('javascript')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script)

    const gz = await app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script)

    const plain = await app.request('/assets/app-abc123.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(script)
  })
})
