import { randomUUID } from 'node:crypto'
import { openSync, readFileSync, unlinkSync, writeSync, closeSync } from 'node:fs'
import { join } from 'node:path'

/**
 * One process at a time on an embedded (PGlite) database. PGlite is a single session inside its
 * process: a second process on the same directory (a `forecourt inventory token add` while
 * `forecourt start` runs, or a second `start`) would open its own copy of the files, and what one
 * writes the other never sees or overwrites. So DATA_DIR holds a lock file naming the process that
 * has the database open; another process is refused with a message that says what to do. With
 * DATABASE_URL many processes share one PostgreSQL instead.
 *
 * A lock whose process is gone (a crash, a kill -9) is taken over. A process id reused by a new
 * process (a container's restarted pid 1) is told apart from the holder by the holder's own run
 * id, so a restart is never refused by its predecessor's lock.
 */

/** This process's run: a lock it wrote names it, so the process knows its own lock from a predecessor's. */
const RUN = randomUUID()

export class DataDirectoryInUse extends Error {}

const lockFile = (dataDir: string) => join(dataDir, 'pglite.lock')

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function holder(file: string): { pid: number; run: string } | null {
  try {
    const [pid, run] = readFileSync(file, 'utf8').trim().split(' ')
    return Number.isInteger(Number(pid)) && run ? { pid: Number(pid), run } : null
  } catch {
    return null
  }
}

/** Whether the lock's holder still has the database open: its process lives and is not a reuse of its id by another run. */
function holds(lock: { pid: number; run: string } | null): boolean {
  if (!lock) return false
  if (lock.pid === process.pid) return lock.run === RUN
  return alive(lock.pid)
}

/**
 * Takes DATA_DIR's lock for this process, or throws DataDirectoryInUse naming the process that
 * holds it. Answers the release, which removes the lock if it is still this process's.
 */
export function lockDataDirectory(dataDir: string): () => void {
  const file = lockFile(dataDir)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      // 'wx': created only if absent, so of two processes starting together one gets it.
      const fd = openSync(file, 'wx')
      writeSync(fd, `${process.pid} ${RUN}\n`)
      closeSync(fd)
      return () => {
        if (holder(file)?.run === RUN) unlinkSync(file)
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const lock = holder(file)
    if (holds(lock))
      throw new DataDirectoryInUse(
        `The database in DATA_DIR (${dataDir}) is open in process ${lock!.pid}${lock!.pid === process.pid ? ' (this one)' : ''}: ` +
          'an embedded database serves one process at a time. Stop that process (forecourt start) and run this again, ' +
          'or set DATABASE_URL so that several processes share one PostgreSQL.',
      )
    // The holder is gone: its lock is stale.
    try {
      unlinkSync(file)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  throw new DataDirectoryInUse(`The database in DATA_DIR (${dataDir}) was locked by another process while this one started.`)
}
