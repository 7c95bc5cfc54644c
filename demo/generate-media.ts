// Makes the demo's pictures in demo/media (issue 12 §13): procedural SVG scenes rendered to JPEG by
// sharp, nothing downloaded. `npm install` runs it (postinstall) and the demo's first start makes
// any that are missing; run by hand to remake them all: npx tsx demo/generate-media.ts --force
import { join } from 'node:path'
import { ensureDemoMedia } from './imagery/render.ts'

const started = performance.now()
const { made, total } = await ensureDemoMedia(join(import.meta.dirname, 'media'), { force: process.argv.includes('--force') })
console.log(`Demo pictures: made ${made} of ${total} in ${((performance.now() - started) / 1000).toFixed(1)} s (demo/media)`)
