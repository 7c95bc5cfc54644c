import { z } from 'zod'
import { DEFAULT_GROUP_MAPPING } from './provider-events.ts'
import { CONSENT_SCOPES, type ConsentScope } from './status.ts'

/**
 * The market's consent configuration as the browser receives it (spec 1 §3 cookie_consent.*,
 * ADR 110), worked out on the server from the settings by `consentConfig`; null when the market
 * asks for no consent.
 */
export const CONSENT_STRATEGIES = ['basic', 'external'] as const
export type ConsentStrategy = (typeof CONSENT_STRATEGIES)[number]

/** spec 1 §3 cookie_consent (banner): title, accept_button, accept_button_position, title_level, content. */
export const consentBannerSchema = z.object({
  title: z.string().max(500).optional(),
  accept_button: z.string().max(200).optional(),
  accept_button_position: z.enum(['left', 'right', 'center', 'start', 'end']).optional(),
  title_level: z.union([z.number().int().min(2).max(6), z.enum(['h2', 'h3', 'h4', 'h5', 'h6'])]).optional(),
  content: z.string().max(20_000).optional(),
})
export type ConsentBannerSetting = z.infer<typeof consentBannerSchema>

/** cookie_consent.strategies.external.groups: the provider's group → our scope. */
export const groupMappingSchema = z.record(z.string().max(100), z.enum(CONSENT_SCOPES))

export interface ConsentConfig {
  strategy: ConsentStrategy
  banner: {
    title: string
    /** Sanitised HTML (the setting is editors' text). */
    content: string
    /** Empty: the interface's own "Accept all". */
    acceptButton: string
    acceptButtonPosition: 'start' | 'center' | 'end'
    titleLevel: 2 | 3 | 4 | 5 | 6
  }
  /** cookie_consent.default_placeholder; empty: the interface's own text. */
  placeholder: string
  /** cookie_consent.settings.culture, handed to the provider's script (its language). */
  culture: string
  external: { scriptUrl: string; groups: Record<string, ConsentScope> } | null
}

/** The settings `consentConfig` reads, already typed by the settings' readers. */
export interface ConsentSettings {
  strategy: string
  banner: ConsentBannerSetting | null
  placeholder: string
  culture: string
  externalScriptUrl: string
  externalGroups: Record<string, ConsentScope> | null
}

/**
 * spec 1 §2 Cookie banner "shown only when the cookie_consent settings have content": the basic
 * strategy asks for consent when the banner has a title or content; the external one when its
 * provider's script is set. Otherwise null: no consent is asked and nothing is held back.
 */
export function consentConfig(settings: ConsentSettings, sanitize: (html: string) => string): ConsentConfig | null {
  const strategy: ConsentStrategy = settings.strategy === 'external' ? 'external' : 'basic'
  const banner = settings.banner ?? {}
  const title = banner.title?.trim() ?? ''
  const content = banner.content?.trim() ? sanitize(banner.content) : ''
  const scriptUrl = settings.externalScriptUrl.trim()
  const active = strategy === 'external' ? scriptUrl !== '' : title !== '' || content !== ''
  if (!active) return null
  const position = banner.accept_button_position
  const level = typeof banner.title_level === 'string' ? Number(banner.title_level.slice(1)) : (banner.title_level ?? 2)
  return {
    strategy,
    banner: {
      title,
      content,
      acceptButton: banner.accept_button?.trim() ?? '',
      acceptButtonPosition: position === 'left' || position === 'start' ? 'start' : position === 'center' ? 'center' : 'end',
      titleLevel: level as ConsentConfig['banner']['titleLevel'],
    },
    placeholder: settings.placeholder.trim(),
    culture: settings.culture.trim(),
    external: strategy === 'external' ? { scriptUrl, groups: settings.externalGroups ?? { ...DEFAULT_GROUP_MAPPING } } : null,
  }
}
