import type { Data, DefaultComponentProps } from '@puckeditor/core'
import type { PageDocument } from '~/content/page-document.ts'

export type { PageDocument }
export type PageProperties = Omit<PageDocument, 'blocks'>
type DocumentBlock = PageDocument['blocks'][number]

/** Puck data of a page: items of any template, the page properties as root props. */
export type PuckPageData = Data<Record<string, DefaultComponentProps>, DefaultComponentProps>

/** The prop that holds a block's field groups in Puck; no template has a field with this symbol. */
export const GROUPS_PROP = 'groups'

/** spec 1 §3 Page: the page properties with the values a new page gets (bundlePageSchema defaults). */
export const DEFAULT_PAGE_PROPERTIES: PageProperties = {
  page_type: 'page',
  title: null,
  enabled: true,
  meta_title: null,
  meta_description: null,
  canonical_url: null,
  disable_seo_tracking: false,
  external_meta_image: null,
  image_id: null,
  type: null,
  to: null,
  http_code: null,
  redirect_path: null,
  link_type: null,
  link_new_window: false,
}
export const PAGE_PROPERTY_KEYS = Object.keys(DEFAULT_PAGE_PROPERTIES) as (keyof PageProperties)[]

const randomPart = () => Math.random().toString(36).slice(2, 10)

/** A Puck item id for the block at this position: `block-<i>-<random>` (editor contract). */
export const blockItemId = (index: number, random: () => string = randomPart) => `block-${index}-${random()}`

/**
 * The page document as Puck data: the page properties are the root's props; each block is an item
 * of its template with its fields as props, its field groups under `groups` and a fresh `id`.
 * @example toPuckData({ ...page, blocks: [{ template: 'quote', fields: { quote: 'Hi' }, groups: [] }] })
 *   // → { root: { props: { title, … } }, content: [{ type: 'quote', props: { id: 'block-0-…', quote: 'Hi', groups: [] } }] }
 */
export function toPuckData(document: PageDocument, random?: () => string): PuckPageData {
  const { blocks, ...properties } = document
  return {
    root: { props: { ...properties } },
    content: blocks.map((block, i) => ({
      type: block.template,
      props: { id: blockItemId(i, random), ...block.fields, [GROUPS_PROP]: block.groups },
    })),
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Puck data back as a page document (the inverse of toPuckData): item ids are dropped, page
 * properties Puck does not hold take their defaults, props that are not page properties are left out.
 */
export function fromPuckData(data: PuckPageData): PageDocument {
  const rootProps: Record<string, unknown> = isRecord(data.root?.props) ? data.root.props : {}
  const properties = Object.fromEntries(
    PAGE_PROPERTY_KEYS.map((key) => [key, rootProps[key] === undefined ? DEFAULT_PAGE_PROPERTIES[key] : rootProps[key]]),
  ) as PageProperties
  const blocks = data.content.map((item): DocumentBlock => {
    const { id: _id, [GROUPS_PROP]: groups, ...fields } = item.props as Record<string, unknown>
    return { template: item.type, fields: withoutUndefined(fields), groups: Array.isArray(groups) ? groups.filter(isRecord) : [] }
  })
  return { ...properties, blocks }
}

/** Puck can leave a prop `undefined` (a field never set); JSON has no such value. */
const withoutUndefined = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined))
