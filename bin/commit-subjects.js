#!/usr/bin/env node
// Commit subjects stay within 72 characters (README, "Other scripts"): a subject that long still
// reads whole in `git log --oneline`, on GitHub and in a mail client. The history before
// COMMIT_SUBJECTS_SINCE was written before this check and is left as it is (rewriting landed
// history would break every clone); every commit after it is checked, merges aside (their subjects
// are the tool's). Outside a git checkout, or in a shallow one without that commit, it checks
// nothing and says so.
import { execFileSync } from 'node:child_process'
import { pathToFileURL } from 'node:url'

export const SUBJECT_LIMIT = 72
export const COMMIT_SUBJECTS_SINCE = '1084b7b395a6779f6b1e4b55285be4f0340bc073'

/** The lines of `git log --format='%h %s'` whose subject is over the limit. */
export const longSubjects = (lines, limit = SUBJECT_LIMIT) =>
  lines.filter((line) => {
    const subject = line.slice(line.indexOf(' ') + 1)
    return [...subject].length > limit
  })

const git = (...args) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let log
  try {
    git('cat-file', '-e', `${COMMIT_SUBJECTS_SINCE}^{commit}`)
    log = git('log', '--no-merges', '--format=%h %s', `${COMMIT_SUBJECTS_SINCE}..HEAD`)
  } catch {
    console.log(`Commit subjects: not checked (no git history here, or none back to ${COMMIT_SUBJECTS_SINCE.slice(0, 8)}).`)
    process.exit(0)
  }
  const long = longSubjects(log.split('\n').filter(Boolean))
  if (long.length > 0) {
    console.error(`Commit subjects over ${SUBJECT_LIMIT} characters (reword them before they land):\n${long.join('\n')}`)
    process.exit(1)
  }
}
