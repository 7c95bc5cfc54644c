import pino from 'pino'

/** The process logger. Tests silence it with LOG_LEVEL=silent. */
export const log = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: undefined,
})
export type Logger = pino.Logger
