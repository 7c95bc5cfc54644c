import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { main } from './cli.server.ts'

/** `forecourt user add` refuses a weak password before it opens the database (issue 11 §3). */
describe('forecourt user add: password rules', () => {
  const run = async (password: string) => {
    const err: string[] = []
    const io = { out: () => {}, err: (s: string) => err.push(s), stdin: async () => `${password}\n` }
    const code = await main(['user', 'add', '--email', 'sam.taylor@example.com', '--role', 'editor'], io, {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'forecourt-cli-')),
    })
    return { code, err: err.join('\n') }
  }

  it.each([
    ['aaaaaaaaaaaa', 'password: password is too easy to guess: repeated characters like "aaa" are easy to guess'],
    ['password1234', 'password: password is too easy to guess: it is a common password'],
    [' '.repeat(12), 'password: password must not be only spaces'],
    ['samtaylor1234', "password: password is too easy to guess: it contains your e-mail address, your name or the site's name"],
    ['short', 'password: password must be at least 12 characters'],
  ])('refuses %j and says why', async (password, message) => {
    expect(await run(password)).toEqual({ code: 1, err: message })
  })
})
