import { z } from 'zod'

/**
 * The configurator builds a market knows (spec 3 §2 config_url, §4 Order-online journey, §7
 * config_data; ADR 101): held in the market's `config_order_online` config entry under
 * `configurator`, with the configurator hosts whose share links the market accepts. A build is
 * found by its config_url, compared by host, path and query — never fetched. Pure.
 */

const text = (max: number) => z.string().trim().min(1).max(max)
const money = z.number().nonnegative().max(100_000_000)

/** One build: the fields spec 3 §3 Configurator vehicle converts, plus what the details step shows. */
export const configuratorBuildSchema = z.object({
  config_url: text(2000),
  item_id: text(100),
  brand: text(100).nullish(),
  model: text(200).nullish(),
  version: text(200).nullish(),
  color: text(200).nullish(),
  availability: text(50).nullish(),
  model_year: z.number().int().min(1900).max(2100).nullish(),
  gross_price: money.nullish(),
  net_price: money.nullish(),
  include_tax: z.boolean().default(true),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullish(),
  reservation_fee: money.nullish(),
  photo: text(2000).nullish(),
  options: z
    .array(z.object({ name: text(200), price: money.nullish() }))
    .max(100)
    .default([]),
})
export type ConfiguratorBuild = z.infer<typeof configuratorBuildSchema>

export const configuratorConfigSchema = z.object({
  /** Hosts whose https share links are accepted, e.g. configurator.example.com (lower case, no port). */
  hosts: z.array(text(253)).max(50).default([]),
  builds: z.array(configuratorBuildSchema).max(1000).default([]),
})
export type ConfiguratorConfig = z.infer<typeof configuratorConfigSchema>

/** The config entry's `configurator` section, or an empty one when absent or malformed (logged by the caller). */
export function readConfiguratorConfig(data: unknown): { config: ConfiguratorConfig; problem: string | null } {
  const section = typeof data === 'object' && data !== null ? (data as { configurator?: unknown }).configurator : undefined
  if (section === undefined) return { config: { hosts: [], builds: [] }, problem: null }
  const parsed = configuratorConfigSchema.safeParse(section)
  if (parsed.success) return { config: parsed.data, problem: null }
  const issue = parsed.error.issues[0]!
  return { config: { hosts: [], builds: [] }, problem: `configurator.${issue.path.join('.')}: ${issue.message}` }
}

export const MAX_CONFIG_URL = 2000

/** Why a config_url is refused (400), or its key: `host/path?query` for https links, `/path?query` for root-relative ones. */
export type ConfigUrlKey = { ok: true; key: string } | { ok: false; reason: string }

/**
 * spec 3 §2, ADR 101: only `https:` links of the market's configurator hosts, or root-relative
 * paths (the market's own configurator pages), name a build. The key ignores the fragment, the
 * host's case and a default port, so the same share link matches however it was copied.
 *
 * @example configUrlKey('https://Build.example.com/s/1?c=red#top', ['build.example.com'])
 *   // { ok: true, key: 'build.example.com/s/1?c=red' }
 */
export function configUrlKey(configUrl: string | null | undefined, hosts: readonly string[]): ConfigUrlKey {
  const value = configUrl?.trim() ?? ''
  if (value === '') return { ok: false, reason: 'is required' }
  if (value.length > MAX_CONFIG_URL) return { ok: false, reason: `is longer than ${MAX_CONFIG_URL} characters` }
  if (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')) {
    const url = new URL(value, 'https://market.invalid')
    return { ok: true, key: `${url.pathname}${url.search}` }
  }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return { ok: false, reason: 'must be an https link of a configurator or a path starting with /' }
  }
  if (url.protocol !== 'https:') return { ok: false, reason: 'must be an https link' }
  if (url.username || url.password) return { ok: false, reason: 'must not carry credentials' }
  const allowed = hosts.map((host) => host.trim().toLowerCase())
  if (url.port !== '' || !allowed.includes(url.hostname))
    return { ok: false, reason: `names a host this market does not accept (${url.host})` }
  return { ok: true, key: `${url.hostname}${url.pathname}${url.search}` }
}

/** The build a config_url names in this market: refused (400), unknown (404) or found. */
export function findConfiguratorBuild(
  config: ConfiguratorConfig,
  configUrl: string | null | undefined,
): { kind: 'invalid'; reason: string } | { kind: 'unknown' } | { kind: 'found'; build: ConfiguratorBuild } {
  const wanted = configUrlKey(configUrl, config.hosts)
  if (!wanted.ok) return { kind: 'invalid', reason: wanted.reason }
  const build = config.builds.find((candidate) => {
    const key = configUrlKey(candidate.config_url, config.hosts)
    return key.ok && key.key === wanted.key
  })
  return build ? { kind: 'found', build } : { kind: 'unknown' }
}

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * spec 3 §4, §7: the configurator journey loads the standard page configs and their config_
 * variants; a variant's content overrides the standard one's section by section (an object
 * section merged one level, the variant's keys winning; any other value replaces). A variant
 * without content leaves the standard config as it is.
 *
 * @example configuratorPageContent({ checkout_details: { title: 'A', text: 'T' } }, { checkout_details: { title: 'B' } })
 *   // { checkout_details: { title: 'B', text: 'T' } }
 */
export function configuratorPageContent(standard: Json, variant: Json | null | undefined): Json {
  if (!isObject(variant)) return standard
  const merged: Json = { ...standard }
  for (const [key, value] of Object.entries(variant)) {
    const base = merged[key]
    merged[key] = isObject(value) && isObject(base) ? { ...base, ...value } : value
  }
  return merged
}
