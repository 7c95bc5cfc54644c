import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app.server.ts'
import type { Services } from './context.server.ts'

// ADR 150: the editor reads a range calculator's data file in the browser, so the tools' JSON data
// files are public files; other JSON of the client build (the Vite manifest) is not.
describe("the tools' data files", () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'forecourt-tools-data-'))
    await mkdir(join(dir, 'tools-data/range'), { recursive: true })
    await mkdir(join(dir, '.vite'))
    await writeFile(join(dir, 'tools-data/range/model.json'), '{"model":"E5"}')
    await writeFile(join(dir, '.vite/manifest.json'), '{"manifest":true}')
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('serves /tools-data/…json as JSON, and no other JSON file of the build', async () => {
    // Static files are answered before anything reads the services; what falls through is logged.
    const quiet = { error() {}, warn() {}, info() {}, debug() {} }
    const app = createApp({ services: { log: quiet } as unknown as Services, clientDir: dir })
    const data = await app.request('/tools-data/range/model.json')
    expect(data.status).toBe(200)
    expect(data.headers.get('content-type')).toContain('application/json')
    expect(await data.json()).toEqual({ model: 'E5' })
    const manifest = await app.request('/.vite/manifest.json')
    expect(await manifest.text()).not.toBe('{"manifest":true}')
  })
})

// ADR 162: self-hosted videos (public/videos/) for the native video fields, in ranges as players ask.
describe('the self-hosted videos', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'forecourt-videos-'))
    await mkdir(join(dir, 'videos'))
    await writeFile(join(dir, 'videos/e7.webm'), Buffer.from('0123456789'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('serves /videos/….webm as a video, and a byte range of it', async () => {
    const quiet = { error() {}, warn() {}, info() {}, debug() {} }
    const app = createApp({ services: { log: quiet } as unknown as Services, clientDir: dir })
    const whole = await app.request('/videos/e7.webm')
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('video/webm')
    expect(await whole.text()).toBe('0123456789')
    const part = await app.request('/videos/e7.webm', { headers: { range: 'bytes=2-5' } })
    expect(part.status).toBe(206)
    expect(await part.text()).toBe('2345')
  })
})

describe('a public file asked with HEAD', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'forecourt-head-'))
    await mkdir(join(dir, 'assets'))
    await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    await writeFile(join(dir, 'assets/x.js'), 'export {}')
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it.each(['/favicon.svg', '/assets/x.js'])('answers as GET would, without the body: %s', async (path) => {
    const quiet = { error() {}, warn() {}, info() {}, debug() {} }
    const app = createApp({ services: { log: quiet } as unknown as Services, clientDir: dir })
    const get = await app.request(path)
    const head = await app.request(path, { method: 'HEAD' })
    expect(get.status).toBe(200)
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'))
    expect(head.headers.get('cache-control')).toBe(get.headers.get('cache-control'))
    expect(await head.text()).toBe('')
  })
})
