// The demo's background video (spec 2 §3.3 Native video background; ADR 162): a few seconds of
// the Aurelia E7's hero picture, slowly drawn closer, recorded as WebM in the system Chromium (the
// demo has no video encoder). The poster is the same picture, so the first frame matches it.
// Run: npm run demo-video (after `npm install` made demo/media); the file is committed.
import { chromium } from '@playwright/test'
import { readFile, writeFile, mkdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const PICTURE = join(root, 'demo/media/1002.jpg')
export const DEMO_VIDEO = 'public/videos/aurelia-e7.webm'
const SECONDS = 6
const WIDTH = 960
const HEIGHT = 540

/** The page's script: draws the picture frame by frame while a MediaRecorder records the canvas; the WebM as base64. */
const recording = (picture: string) => `(async () => {
  const image = new Image()
  image.src = ${JSON.stringify(picture)}
  await image.decode()
  const canvas = document.createElement('canvas')
  canvas.width = ${WIDTH}
  canvas.height = ${HEIGHT}
  document.body.append(canvas)
  const context = canvas.getContext('2d')
  // Ken Burns: from the whole picture to 108 % round its centre and back, so the loop joins.
  const draw = function (t) {
    const zoom = 1 + 0.08 * Math.sin(Math.PI * t)
    const w = ${WIDTH} * zoom
    const h = ${HEIGHT} * zoom
    context.drawImage(image, (${WIDTH} - w) / 2, (${HEIGHT} - h) / 2, w, h)
  }
  draw(0)
  const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 700000 })
  const chunks = []
  recorder.ondataavailable = function (event) { chunks.push(event.data) }
  const done = new Promise(function (resolve) { recorder.onstop = resolve })
  recorder.start(500)
  const start = performance.now()
  await new Promise(function (resolve) {
    const frame = function () {
      const t = (performance.now() - start) / 1000 / ${SECONDS}
      draw(Math.min(t, 1))
      if (t < 1) setTimeout(frame, 33)
      else resolve()
    }
    setTimeout(frame, 33)
  })
  recorder.stop()
  await done
  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer())
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
})()`

const picture = `data:image/jpeg;base64,${(await readFile(PICTURE)).toString('base64')}`
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
try {
  const page = await browser.newPage()
  // NOTE: the recording runs as source text: tsx names the functions of a passed callback with a
  // helper (__name) the page does not have.
  const base64 = (await page.evaluate(recording(picture))) as string
  await mkdir(join(root, 'public/videos'), { recursive: true })
  await writeFile(join(root, DEMO_VIDEO), Buffer.from(base64, 'base64'))
  console.log(`${DEMO_VIDEO}: ${Math.round((base64.length * 3) / 4 / 1024)} KiB`)
} finally {
  await browser.close()
}
