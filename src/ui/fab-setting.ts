import { z } from 'zod'
import { DEFAULT_FAB_OPTIONS, type FabItem, type FabOptions } from './fab.ts'
import type { LinkValue } from './link-value.ts'

/**
 * spec 1 §3 FAB item: the admin's JSON in general.global_fab, and its mapping to a link, an icon
 * and a dynamic-content strategy whose fallback is {link, icon} (spec 1 §4 Dynamic content). The
 * setting is a list of items, or an object with the list under `items` and the options of spec 1
 * §3 FAB state beside it (ADR 130).
 *
 * @example
 * parseGlobalFab({ isQuickLinks: true, items: [{ link: '/test-drive', label: 'Test drive', icon: 'car' }] }, warn)
 */
const text = (max: number) => z.string().max(max)
const target = z.enum(['_self', '_blank']).catch('_self')
const type = z.enum(['internal', 'external', 'form', 'file']).catch('internal')

const adminItem = z.object({
  link: text(2048).default(''),
  label: text(200).default(''),
  target: target.default('_self'),
  type: type.default('internal'),
  icon: text(100).nullable().default(''),
  dc_strategy: z
    .object({ key: text(100), value: z.unknown() })
    .nullable()
    .optional(),
  use_dc_fallback: z.boolean().default(false),
  fallback: z
    .object({ icon: text(100).optional(), link: text(2048).optional(), label: text(200).optional(), target: target.optional() })
    .nullable()
    .optional(),
})
type AdminItem = z.infer<typeof adminItem>

const options = z.object({
  isSecondary: z.boolean().default(false),
  isQuickLinks: z.boolean().default(false),
  areQuickLinksReversed: z.boolean().default(false),
  quickLinksExpandButtonLabel: text(60).default(''),
  mobileButtonLabel: text(60).default(''),
})

/**
 * What the back office stores in general.global_fab (ADR 047: it refuses what the shell would
 * drop): the reader's shape with no field it does not know (a misspelt "lable" left the item
 * without its label, and so the button without the item) and no options beside a list.
 */
const storedItem = adminItem.strict()
const storedForms = { list: z.array(storedItem), object: options.extend({ items: z.array(storedItem) }).strict() }
/** A list, or an object with its items: checked as the form it has, so a problem is named at its field. */
export const globalFabSettingSchema = z.unknown().superRefine((value, ctx) => {
  const checked = (Array.isArray(value) ? storedForms.list : storedForms.object).safeParse(value)
  for (const issue of checked.error?.issues ?? []) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path })
})

/** An item as the shell reads it: a link item with its strategy, ready for `resolveItem`. */
export interface MappedFabItem {
  link: LinkValue | null
  icon: string
  dc_strategy: { key: string; value: unknown; fallback?: { link: LinkValue | null; icon: string } } | null
}

const linkOf = (url: string, label: string, t: LinkValue['target'], ty: string): LinkValue | null =>
  url.trim() ? { url: url.trim(), link_text: label.trim(), target: t, type: ty, ui_type: 'primary' } : null

/** spec 1 §3: link {url, link_text, target, type}, icon, dc_strategy {key, value, fallback {link, icon}}. */
export function mapFabItem(item: AdminItem): MappedFabItem {
  const icon = item.icon ?? ''
  const fallback =
    item.use_dc_fallback && item.fallback
      ? {
          link: linkOf(item.fallback.link ?? '', item.fallback.label || item.label, item.fallback.target ?? item.target, item.type),
          icon: item.fallback.icon || icon,
        }
      : undefined
  return {
    link: linkOf(item.link, item.label, item.target, item.type),
    icon,
    dc_strategy: item.dc_strategy ? { key: item.dc_strategy.key, value: item.dc_strategy.value, ...(fallback ? { fallback } : {}) } : null,
  }
}

/** A mapped item after dynamic content, as the button draws it; an item without a link or label is not drawn. */
export function fabItemOf(item: Pick<MappedFabItem, 'link' | 'icon'>): FabItem | null {
  const label = item.link?.link_text.trim() ?? ''
  return item.link && label ? { label, icon: item.icon, link: item.link } : null
}

/**
 * general.global_fab's value (already JSON-parsed; null when unset or not JSON, which disables the
 * button): its options and mapped items. A value of another shape, or an item of the wrong shape,
 * logs 'Invalid Object in general.global_fab' (spec 1 §5) and is left out.
 */
export function parseGlobalFab(raw: unknown, warn: (message: string) => void): { options: FabOptions; items: MappedFabItem[] } | null {
  if (raw === null || raw === undefined) return null
  const isList = Array.isArray(raw)
  const record = !isList && typeof raw === 'object' ? (raw as Record<string, unknown>) : null
  const list = isList ? raw : record?.items
  const parsedOptions = record ? options.safeParse(record) : null
  if (!Array.isArray(list) || (parsedOptions && !parsedOptions.success)) {
    warn('Invalid Object in general.global_fab')
    return null
  }
  const items: MappedFabItem[] = []
  for (const entry of list.slice(0, 50)) {
    const parsed = adminItem.safeParse(entry)
    if (parsed.success) items.push(mapFabItem(parsed.data))
    else warn('Invalid Object in general.global_fab')
  }
  return { options: parsedOptions?.data ?? DEFAULT_FAB_OPTIONS, items }
}
