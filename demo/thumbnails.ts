// Block thumbnails for the editor's catalogue (spec 2 §3.1 thumbnail_url): screenshots of the real
// renderers in the system Chromium, taken from the block gallery. Run: npm run thumbnails
import { chromium } from '@playwright/test'
import { spawn } from 'node:child_process'
import { mkdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import sharp from 'sharp'
import { galleryGroups, groupSlug } from './block-gallery.ts'

const root = resolve(import.meta.dirname, '..')
const port = Number(process.env.THUMBNAILS_PORT ?? 3300)
const out = join(root, 'public/blocks_thumbnails')
const WIDTH = 480
const MIN_HEIGHT = WIDTH * (5 / 16)
const only = new Set(process.argv.slice(2))

const server = spawn(process.execPath, ['tests/e2e/server.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), NODE_ENV: 'production', LOG_LEVEL: 'warn' },
  stdio: 'inherit',
})
try {
  await waitForServer(`http://127.0.0.1:${port}/blocks`)
  await mkdir(out, { recursive: true })
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  for (const [group, all] of galleryGroups()) {
    const templates = only.size > 0 ? all.filter((t) => only.has(t.key)) : all
    if (templates.length === 0) continue
    await page.goto(`http://127.0.0.1:${port}/blocks/${groupSlug(group)}`)
    await page.waitForLoadState('networkidle')
    for (const template of templates) {
      const block = page.locator(`[data-template="${template.key}"]`).first()
      const file = join(out, `${template.name}.png`)
      if (!(await block.isVisible())) {
        // Blocks that only add structured data have nothing to show: a tile with their name says so.
        await writeTile(file, template.name)
        console.log(`${template.key} → ${file} (no visible output)`)
        continue
      }
      await block.scrollIntoViewIfNeeded()
      await page.waitForLoadState('networkidle')
      // The page's fixed overlays (quick links, a Ready To Go bar) are not the block: hidden for the shot.
      const shot = await block.screenshot({
        animations: 'disabled',
        style: '[data-quick-links], [data-fab], [data-template="ready-to-go-bar"] { visibility: hidden !important; }',
      })
      // A catalogue tile: the block's top at a fixed width, at most 16:10; a thin block (a bar such
      // as the In-page navigation) centred on a 16:5 tile, or the catalogue shows a sliver.
      const { data, info } = await sharp(shot).resize({ width: WIDTH }).toBuffer({ resolveWithObject: true })
      const height = Math.min((WIDTH * 10) / 16, info.height)
      const pad = Math.max(0, Math.ceil((MIN_HEIGHT - height) / 2))
      await sharp(data)
        .extract({ left: 0, top: 0, width: WIDTH, height })
        .extend({ top: pad, bottom: pad, background: '#eeeeeb' })
        .png({ compressionLevel: 9, palette: true })
        .toFile(file)
      console.log(`${template.key} → ${file}`)
    }
  }
  await browser.close()
} finally {
  server.kill('SIGTERM')
}

async function writeTile(file: string, name: string) {
  const escaped = name.replace(/[<>&]/g, (c) => `&#${c.charCodeAt(0)};`)
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${WIDTH / 2}"><rect width="100%" height="100%" fill="#eeeeeb"/>` +
    `<text x="50%" y="50%" font-family="sans-serif" font-size="24" fill="#141414" text-anchor="middle" dominant-baseline="middle">${escaped}</text></svg>`
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(file)
}

async function waitForServer(url: string) {
  // Up to five minutes: the e2e server prepares its data first, which takes minutes on a busy machine.
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`The gallery server did not answer at ${url}`)
}
