import { readSetting } from '~/settings/keys.ts'
import type { SettingMap } from '~/settings/settings.ts'
import type { MapsService } from './map.ts'

/**
 * The market's maps service (ADR 080): general.maps_provider 'google' with a general.maps_key, in
 * general.maps_region and general.maps_language (empty: the provider's own choice); otherwise
 * none (null), and the maps draw offline.
 */
export function mapsService(settings: SettingMap): MapsService | null {
  const key = readSetting(settings, 'general.maps_key').trim()
  if (readSetting(settings, 'general.maps_provider') !== 'google' || !key) return null
  return {
    provider: 'google',
    key,
    region: readSetting(settings, 'general.maps_region').trim().toUpperCase(),
    language: readSetting(settings, 'general.maps_language').trim(),
  }
}
