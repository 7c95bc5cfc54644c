import type { Field } from '@puckeditor/core'
import { field, options as choices, type FieldDefinition, type ImageValue } from '~/blocks/fields.ts'
import { PAGE_TITLE_MAX } from '../page-path.ts'
import { puckField, type ValueConversion } from './index.ts'
import type { EditorOptions } from './types.ts'

/** Empty text is no value: page properties store null (bundlePageSchema). */
const nullForEmpty: ValueConversion = {
  toEditor: (stored) => stored ?? '',
  toStored: (edited) => (edited === '' ? null : edited),
}
const numberChoice: ValueConversion = {
  toEditor: (stored) => (stored === null || stored === undefined ? '' : String(stored)),
  toStored: (edited) => (edited === '' ? null : Number(edited)),
}
/** image_id holds the id alone; the image editor edits `{id}`. */
const imageId: ValueConversion = {
  toEditor: (stored) => (typeof stored === 'number' ? { id: stored } : null),
  toStored: (edited) => (edited as ImageValue | null)?.id ?? null,
}

/** spec 1 §2 redirect statuses (the default is 301, spec 1 §9). */
const HTTP_CODES = choices(
  ['', 'Default (301)'],
  ['301', '301 Moved permanently'],
  ['302', '302 Found'],
  ['303', '303 See other'],
  ['307', '307 Temporary redirect'],
  ['308', '308 Permanent redirect'],
)

/** spec 1 §3 Page: the page properties an editor sets, in the order of the panel. */
const PAGE_FIELDS: [FieldDefinition, ValueConversion?][] = [
  [field.string('title', 'Title', '', { max: PAGE_TITLE_MAX }), nullForEmpty],
  [field.select('page_type', 'Page type', choices(['page', 'Page'], ['folder', 'Folder'], ['news', 'News']), 'page')],
  [field.separator('Search engines and sharing')],
  [
    field.string('meta_title', 'Meta title', '', {
      max: 300,
      tooltip: 'The title in search results and the browser tab; the page title when empty.',
    }),
    nullForEmpty,
  ],
  [field.text('meta_description', 'Meta description', '', { max: 1000 }), nullForEmpty],
  [field.string('canonical_url', 'Canonical URL', '', { max: 2048, placeholder: 'https://…' }), nullForEmpty],
  [field.bool('disable_seo_tracking', 'Disable SEO tracking', false, { tooltip: 'Asks search engines not to index this page.' })],
  [field.image('image_id', 'Share image', {}), imageId],
  [
    field.string('external_meta_image', 'External share image', '', {
      max: 2048,
      placeholder: 'https://…',
      tooltip: 'An image address outside the media library; used instead of the share image.',
    }),
    nullForEmpty,
  ],
  [field.separator('Redirect')],
  [field.select('type', 'Redirect type', choices(['', 'No redirect'], ['url_redirection', 'Redirect to an address']), ''), nullForEmpty],
  [
    field.string('to', 'Redirect to', '', {
      max: 2048,
      placeholder: '/new-path or https://…',
      // Redirects are browser addresses (ADR 002): in a market under /ar, /contact is another market's page.
      tooltip: 'An address as the browser shows it: a market under a base path starts with it (/ar/contact), or a full https:// address.',
    }),
    nullForEmpty,
  ],
  [field.select('http_code', 'Redirect status', HTTP_CODES, ''), numberChoice],
  [
    field.string('redirect_path', 'Redirect path', '', {
      max: 2048,
      tooltip: 'Where a folder, or a link-type page, sends visitors.',
    }),
    nullForEmpty,
  ],
  [
    field.select(
      'link_type',
      'Redirect link type',
      choices(['', 'None'], ['internal', 'Internal'], ['external', 'External'], ['file', 'File']),
      '',
    ),
    nullForEmpty,
  ],
  [field.bool('link_new_window', 'Open the redirect path in a new window')],
]

/** A page property's label as the editor shows it ('Canonical URL' for canonical_url). */
export const pageFieldLabel = (symbol: string): string | undefined => PAGE_FIELDS.find(([d]) => d.symbol === symbol)?.[0].label

/** The root fields of the editor: the page properties (spec 1 §3 Page). */
export function pageFields(options: EditorOptions = {}): Record<string, Field> {
  return Object.fromEntries(PAGE_FIELDS.map(([definition, conversion]) => [definition.symbol, puckField(definition, options, conversion)]))
}
