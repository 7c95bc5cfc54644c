import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it, vi } from 'vitest'
import { log } from '~/lib/log.server.ts'
import { testApp } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { addDemoAccounts } from './load.ts'

describeEachEngine('demo accounts', (db) => {
  it('adds an admin and an editor with random passwords to an install without users, once', async () => {
    const { services, dataDir } = testApp(db())
    const logged: string[] = []
    const info = vi.spyOn(log, 'info').mockImplementation(((message: string) => void logged.push(message)) as typeof log.info)
    try {
      await addDemoAccounts(services, dataDir)
    } finally {
      info.mockRestore()
    }
    const file = join(dataDir, 'demo-accounts.txt')
    const text = readFileSync(file, 'utf8')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const accounts = [...text.matchAll(/^(admin|editor): (\S+) \/ (\S+)$/gm)].map(([, role, email, password]) => ({
      role,
      email: email!,
      password: password!,
    }))
    expect(accounts.map((a) => a.role)).toEqual(['admin', 'editor'])
    // The passwords are in the file only, never in the log (which names the file).
    expect(logged.join('\n')).toContain('demo-accounts.txt')
    for (const account of accounts) {
      expect(logged.join('\n')).not.toContain(account.password)
      expect(account.password).toHaveLength(16)
      expect(await services.users.authenticate(account.email, account.password)).toMatchObject({ role: account.role })
    }
    // A second start changes nothing: the accounts exist.
    await addDemoAccounts(services, dataDir)
    expect(readFileSync(file, 'utf8')).toBe(text)
  })
})
