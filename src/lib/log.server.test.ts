import { describe, expect, it } from 'vitest'
import { logLevelOf } from './log.server.ts'

/**
 * The logger's level is read when its module loads, before the CLI parses the environment: a
 * LOG_LEVEL that is no level must not stop the process there (parseEnv refuses it by name).
 */
describe('logLevelOf', () => {
  it.each([
    [{}, 'info'],
    [{ LOG_LEVEL: '' }, 'info'],
    [{ LOG_LEVEL: 'warn' }, 'warn'],
    [{ LOG_LEVEL: 'silent', NODE_ENV: 'production' }, 'silent'],
    [{ NODE_ENV: 'test' }, 'silent'],
    [{ NODE_ENV: 'test', LOG_LEVEL: '' }, 'silent'],
    [{ NODE_ENV: 'test', LOG_LEVEL: 'debug' }, 'debug'],
    [{ LOG_LEVEL: 'loud' }, 'info'],
    [{ LOG_LEVEL: 'Info' }, 'info'],
  ])('%o → %s', (env, level) => {
    expect(logLevelOf(env)).toBe(level)
  })
})
