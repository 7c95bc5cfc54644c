import { knownTimeZone } from '~/ui/wall-clock.ts'
import { readSetting } from './keys.ts'
import type { SettingMap, Warn } from './settings.ts'

/**
 * The market's time zone (general.time_zone): the wall clock its retailers' hours, its offers'
 * schedules and its rental desk's days are written in. An unknown zone is UTC, with a warning.
 */
export function marketTimeZone(settings: SettingMap, warn: Warn = () => {}): string {
  const { timeZone, problem } = knownTimeZone(readSetting(settings, 'general.time_zone'))
  if (problem) warn(problem)
  return timeZone
}
