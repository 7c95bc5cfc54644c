import pino from 'pino'

/** The levels LOG_LEVEL may name, from the most to the least severe ('silent': none). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/**
 * The logger's level from LOG_LEVEL: unset (or empty) is `info`, and `silent` under NODE_ENV=test.
 * NOTE: read when this module loads, before the CLI parses the environment; a value that is not a
 * level is `info` here, so that parseEnv can refuse it by name instead of pino stopping the process
 * with a stack trace.
 */
export function logLevelOf(env: Record<string, string | undefined>): LogLevel {
  const named = LOG_LEVELS.find((level) => level === env.LOG_LEVEL)
  if (named) return named
  return env.NODE_ENV === 'test' && !env.LOG_LEVEL ? 'silent' : 'info'
}

/** The process logger. Tests silence it with LOG_LEVEL=silent. */
export const log = pino({
  level: logLevelOf(process.env),
  base: undefined,
})
export type Logger = pino.Logger
