import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from './client.server.ts'
import { DataDirectoryInUse, lockDataDirectory } from './data-dir-lock.server.ts'

// One process at a time on an embedded database: a second one used to open its own copy of the
// files and lose what it wrote without an error.
describe('the data directory lock', () => {
  const dirs: string[] = []
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'forecourt-lock-'))
    dirs.push(dir)
    return dir
  }
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })
  const lockFile = (dir: string) => join(dir, 'pglite.lock')
  /** The id of a process that has exited. */
  const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!

  it('is taken, refused to a second opener while held (naming the holder), and released', () => {
    const dir = dataDir()
    const release = lockDataDirectory(dir)
    expect(readFileSync(lockFile(dir), 'utf8')).toMatch(new RegExp(`^${process.pid} `))
    expect(() => lockDataDirectory(dir)).toThrow(DataDirectoryInUse)
    expect(() => lockDataDirectory(dir)).toThrow(`is open in process ${process.pid} (this one)`)
    release()
    expect(existsSync(lockFile(dir))).toBe(false)
    lockDataDirectory(dir)()
  })

  it("refuses while another living process holds it, whatever that process's run", () => {
    const dir = dataDir()
    writeFileSync(lockFile(dir), `${process.ppid} another-run\n`)
    expect(() => lockDataDirectory(dir)).toThrow(`is open in process ${process.ppid}:`)
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(`${process.ppid} another-run\n`)
  })

  it.each([
    ['a process that has exited', () => `${deadPid()} old-run\n`],
    ["this process's id from an earlier run (a restarted container's pid 1)", () => `${process.pid} earlier-run\n`],
    ['an unreadable lock', () => 'garbage'],
  ])('takes over a lock left by %s', (_name, content) => {
    const dir = dataDir()
    writeFileSync(lockFile(dir), content())
    const release = lockDataDirectory(dir)
    expect(readFileSync(lockFile(dir), 'utf8')).toMatch(new RegExp(`^${process.pid} `))
    release()
  })

  it('guards openDatabase on a directory, and frees it when the database closes', async () => {
    const dir = dataDir()
    const database = openDatabase({ dataDir: dir })
    expect(() => openDatabase({ dataDir: dir })).toThrow(DataDirectoryInUse)
    await database.close()
    expect(existsSync(lockFile(dir))).toBe(false)
  })
})
