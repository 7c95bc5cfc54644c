import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { MODELS } from './cars.ts'
import { DEMO_IMAGES } from './catalogue.ts'
import { demoMediaEntries, ensureDemoMedia } from './render.ts'
import { drawShot } from './scenes.ts'

const entries = demoMediaEntries()
const shotsOf = (model: string) => DEMO_IMAGES.filter((i) => i.shot.model === model).map((i) => i.shot)
const paintOf = (shot: (typeof DEMO_IMAGES)[number]['shot']) => ('paint' in shot ? shot.paint : shot.trim)
const sceneOf = (shot: (typeof DEMO_IMAGES)[number]['shot']) =>
  'setting' in shot ? `${shot.kind} ${shot.setting} ${shot.time}` : shot.kind

describe('the demo pictures', () => {
  it('are each different: a picture per id, no two alike', () => {
    expect(new Set(DEMO_IMAGES.map((i) => i.id)).size).toBe(DEMO_IMAGES.length)
    expect(new Set(entries.map((e) => e.hash)).size).toBe(entries.length)
  })

  it('show every model in several paints and scenes: road, studio, cabin or close-up', () => {
    for (const model of Object.keys(MODELS)) {
      const shots = shotsOf(model)
      expect(new Set(shots.map(paintOf)).size, model).toBeGreaterThanOrEqual(2)
      expect(new Set(shots.map(sceneOf)).size, model).toBeGreaterThanOrEqual(2)
    }
    const kinds = new Set(DEMO_IMAGES.map((i) => i.shot.kind))
    expect([...kinds].sort()).toEqual(['cabin', 'front', 'lamp', 'port', 'rear', 'side', 'wheel'])
    const times = new Set(DEMO_IMAGES.flatMap((i) => ('time' in i.shot && i.shot.kind === 'side' ? [i.shot.time] : [])))
    expect(times.size).toBeGreaterThanOrEqual(5)
  })

  it('are the same on every machine: drawn twice, the same SVG; rendered twice, the same bytes', async () => {
    const image = DEMO_IMAGES.find((i) => i.id === 1011)!
    expect(drawShot(image.shot, 1011).svg).toBe(drawShot(image.shot, 1011).svg)
    const render = () =>
      sharp(Buffer.from(drawShot(image.shot, 1011).svg))
        .resize(480)
        .jpeg()
        .toBuffer()
    expect((await render()).equals(await render())).toBe(true)
  })

  it('leave room for copy: a car on one side has its focal point on that side', () => {
    for (const { id, shot } of DEMO_IMAGES) {
      const { focal } = entries.find((e) => e.id === id)!
      if (shot.kind !== 'side') continue
      if (shot.place === 'right') expect(focal.x, String(id)).toBeGreaterThanOrEqual(60)
      if (shot.place === 'left') expect(focal.x, String(id)).toBeLessThanOrEqual(40)
      expect(focal.y, String(id)).toBeGreaterThan(50)
    }
  })

  it('are made once: a second run makes none, a missing one is made again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'demo-media-'))
    const two = DEMO_IMAGES.filter((i) => i.id === 1016 || i.id === 1022)
    expect(await ensureDemoMedia(dir, { images: two })).toEqual({ made: 2, total: 2 })
    expect(statSync(join(dir, '1016.jpg')).size).toBeGreaterThan(10_000)
    expect(await ensureDemoMedia(dir, { images: two })).toEqual({ made: 0, total: 2 })
    expect(JSON.parse(readFileSync(join(dir, 'media.json'), 'utf8'))).toHaveLength(2)
  })

  it.each(['bundle.json', 'bundle-ar.json'])('are all in %s, each with its focal point', (file) => {
    const bundle = JSON.parse(readFileSync(join(import.meta.dirname, '..', file), 'utf8')) as {
      media: { id: number; file: string; focal: { x: number; y: number } }[]
    }
    const listed = new Map(bundle.media.map((m) => [m.id, m]))
    for (const entry of entries) {
      expect(listed.get(entry.id), String(entry.id)).toMatchObject({ file: `media/${entry.file}`, focal: entry.focal })
    }
    expect(listed.size).toBe(entries.length)
  })
})
