// The block gallery: a market whose pages show every block of the catalogue, one page per template
// group, each block in every colour theme it offers. The end-to-end tests load it twice, left to right
// and right to left (every block of a group, every colour theme, rtl, 375 px and 1440 px).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { blockRegistry, type TemplateKey } from '../src/blocks/registry.ts'
import { blockSamples } from '../src/blocks/samples.ts'
import { colourThemes } from '../src/blocks/template.ts'
import type { DemoMediaEntry } from './imagery/render.ts'
import { STOCK_RETAILERS } from './stock-retailers.ts'

type Template = (typeof blockRegistry)[TemplateKey]

export const groupSlug = (group: string) => group.toLowerCase().replace(/\W+/g, '-')

/** The templates of each group, in catalogue order. */
export function galleryGroups(): Map<string, Template[]> {
  const groups = new Map<string, Template[]>()
  const templates = Object.values(blockRegistry).sort((a, b) => a.list_priority - b.list_priority || a.key.localeCompare(b.key))
  for (const template of templates) groups.set(template.group, [...(groups.get(template.group) ?? []), template])
  return groups
}

/** A template's colour-theme select (box_color, theme …): the field and the themes it offers. */
function themeVariants(template: Template): { symbol: string; themes: string[] } | null {
  for (const field of template.fields) {
    const options = field.attrs.options
    if (!Array.isArray(options)) continue
    const themes = options.map((o) => o.value).filter((v) => (colourThemes as readonly string[]).includes(v))
    if (themes.length >= 2) return { symbol: field.symbol, themes }
  }
  return null
}

function galleryBlocks(template: Template) {
  const sample = blockSamples[template.key as TemplateKey]
  const variants = themeVariants(template)
  const companions = (sample.with ?? []).map((block) => ({ ...block, groups: block.groups ?? [] }))
  if (!variants) return [{ template: template.key, fields: sample.fields, groups: sample.groups ?? [] }, ...companions]
  return [
    ...variants.themes.map((theme) => ({
      template: template.key,
      fields: { ...sample.fields, [variants.symbol]: theme },
      groups: sample.groups ?? [],
    })),
    ...companions,
  ]
}

export function galleryBundle(options: { language: string; siteName: string; basePath: string }) {
  const groups = [...galleryGroups()]
  // The demo's pictures, made by ensureDemoMedia (demo/imagery/render.ts) before this is called.
  const media = JSON.parse(readFileSync(join(import.meta.dirname, 'media/media.json'), 'utf8')) as DemoMediaEntry[]
  // The demo market's vehicles, so blocks showing vehicle data (Derivatives …) show it here too.
  // Its forms and their locations, so the blocks that carry a form (Rent a Car's contact step) work here too.
  const { vehicles, forms, locations } = JSON.parse(readFileSync(join(import.meta.dirname, 'bundle.json'), 'utf8')) as {
    vehicles: unknown[]
    forms: unknown[]
    locations: unknown[]
  }
  return {
    format: 'forecourt.bundle/1',
    settings: { 'general.language': options.language, 'general.site_name': options.siteName },
    media: media.map((m) => ({ id: m.id, file: `media/${m.file}`, alt: m.alt, focal: m.focal })),
    vehicles,
    forms,
    locations,
    // The demo's retailers with their coordinates, for the retailer locators (spec 2 §3.11).
    dealers: STOCK_RETAILERS.map(({ size: _size, ...dealer }) => dealer),
    nav_entries: groups.map(([group]) => ({ label: group, url: `${options.basePath}/${groupSlug(group)}` })),
    pages: [
      {
        path: '/',
        title: 'Block gallery',
        blocks: [
          {
            template: 'html-box',
            fields: {
              html: `<h1>Block gallery</h1><ul>${groups.map(([group]) => `<li><a href="${groupSlug(group)}">${group}</a></li>`).join('')}</ul>`,
            },
          },
        ],
      },
      ...groups.map(([group, templates]) => ({ path: `/${groupSlug(group)}`, title: group, blocks: templates.flatMap(galleryBlocks) })),
    ],
  }
}
