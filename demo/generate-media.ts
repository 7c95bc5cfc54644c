// Makes the demo's pictures in demo/media: procedural SVG scenes rendered to JPEG by
// sharp, nothing downloaded; and the stock vehicles' photos in demo/media/stock (ADR
// 071). `npm install` runs it (postinstall) and the demo's first start makes any that are missing;
// run by hand to remake them all: npx tsx demo/generate-media.ts --force
import { join } from 'node:path'
import { ensureDemoMedia, ensureStockPhotos } from './imagery/render.ts'

const media = join(import.meta.dirname, 'media')
const force = process.argv.includes('--force')
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1)

let started = performance.now()
const pictures = await ensureDemoMedia(media, { force })
console.log(`Demo pictures: made ${pictures.made} of ${pictures.total} in ${seconds(started)} s (demo/media)`)
started = performance.now()
const photos = await ensureStockPhotos(media, { force })
console.log(`Stock photos: made ${photos.made} of ${photos.total} in ${seconds(started)} s (demo/media/stock)`)
