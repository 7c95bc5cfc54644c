import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

const dir = join(import.meta.dirname, '../public/blocks_thumbnails')
const files = readdirSync(dir).filter((f) => f.endsWith('.png'))

// The In-page navigation's tile was a 480 × 16 sliver, blank in the catalogue.
describe('catalogue thumbnails (npm run thumbnails)', () => {
  it.each(files)('%s is a tile the catalogue can show: 480 wide, between 16:5 and 16:10', async (file) => {
    const { width, height } = await sharp(join(dir, file)).metadata()
    expect(width).toBe(480)
    expect(height).toBeGreaterThanOrEqual(150)
    expect(height).toBeLessThanOrEqual(300)
  })
})
