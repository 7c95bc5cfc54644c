import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { testApp } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { addDemoAccounts } from './load.ts'

describeEachEngine('demo accounts', (db) => {
  it('adds an admin and an editor with random passwords to an install without users, once', async () => {
    const { services, dataDir } = testApp(db())
    await addDemoAccounts(services, dataDir)
    const file = join(dataDir, 'demo-accounts.txt')
    const text = readFileSync(file, 'utf8')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const accounts = [...text.matchAll(/^(admin|editor): (\S+) \/ (\S+)$/gm)].map(([, role, email, password]) => ({
      role,
      email: email!,
      password: password!,
    }))
    expect(accounts.map((a) => a.role)).toEqual(['admin', 'editor'])
    for (const account of accounts) {
      expect(account.password).toHaveLength(16)
      expect(await services.users.authenticate(account.email, account.password)).toMatchObject({ role: account.role })
    }
    // A second start changes nothing: the accounts exist.
    await addDemoAccounts(services, dataDir)
    expect(readFileSync(file, 'utf8')).toBe(text)
  })
})
