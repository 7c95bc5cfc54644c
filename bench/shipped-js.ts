import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { pageModuleScripts } from '../src/app/scripts-after-paint.server.ts'

export interface ShippedFile {
  file: string
  gzip: number
  brotli: number
}

/**
 * The JS a browser loads for a page: the module scripts its HTML preloads and imports (the app's
 * entry, its routes and the page's block chunks, ADR 013), each gzipped at level 9 (the goal's
 * measure) and brotli-compressed at quality 11 (what the server sends browsers that accept it).
 */
export async function measureShippedJs(url: string, html: string): Promise<ShippedFile[]> {
  const files = new Set<string>()
  for (const module of pageModuleScripts(html)) files.add(module)
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) files.add(src!)
  return Promise.all(
    [...files].map(async (file) => {
      const body = Buffer.from(await (await fetch(new URL(file, url))).arrayBuffer())
      return {
        file,
        gzip: gzipSync(body, { level: 9 }).length,
        brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length,
      }
    }),
  )
}

/** The files of a page, largest first, as a Markdown table with their total. */
export function shippedTable(title: string, shipped: ShippedFile[]): string {
  const total = shipped.reduce((sum, s) => sum + s.gzip, 0)
  const totalBrotli = shipped.reduce((sum, s) => sum + s.brotli, 0)
  return [
    `\n| ${title} | gzip KB | brotli KB |\n|---|---|---|`,
    ...[...shipped]
      .sort((a, b) => b.gzip - a.gzip)
      .map((s) => `| ${s.file} | ${(s.gzip / 1024).toFixed(1)} | ${(s.brotli / 1024).toFixed(1)} |`),
    `| **total** (${shipped.length} files) | **${(total / 1024).toFixed(1)}** | **${(totalBrotli / 1024).toFixed(1)}** |`,
  ].join('\n')
}

/** The gzip total of a page's JS in KB. */
export const shippedGzipKb = (shipped: ShippedFile[]) => shipped.reduce((sum, s) => sum + s.gzip, 0) / 1024
