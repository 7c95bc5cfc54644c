import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** The build files worth compressing: scripts, styles and text (images are compressed already). */
const COMPRESSIBLE = /\.(?:js|css|svg|txt|webmanifest)$/

/**
 * Writes `{file}.br` and `{file}.gz` beside every compressible file under `dir`, at the highest
 * levels (too slow per request, fine once per build), wherever they are smaller than the file.
 * The server's static handler sends them to clients that accept the encoding; everything else is
 * gzip-compressed per response as before. Vite's own `.vite` folder (the manifest) is skipped.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const written: string[] = []
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.slice(dir.length).split(/[\\/]/).includes('.vite'))
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file)
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
        gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
      ])
      for (const [suffix, compressed] of [
        ['.br', br],
        ['.gz', gz],
      ] as const) {
        if (compressed.length >= body.length) continue
        await writeFile(file + suffix, compressed)
        written.push(file + suffix)
      }
    }),
  )
  return written.sort()
}
