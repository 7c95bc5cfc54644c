import type { StockTexts } from '~/stock/texts/texts.ts'
import type { FieldDefinition } from '~/blocks/fields.ts'

/** A page an internal link may go to; `state` when visitors cannot open it (yet). */
export interface PageChoice {
  path: string
  title: string | null
  state?: 'disabled' | 'unpublished'
}

/** What the editor knows besides the templates: choices some field editors offer. */
export interface EditorOptions {
  /** spec 1 §3 Setting predefined_links: links an editor can insert by alias. */
  predefinedLinks?: { alias: string; url: string }[]
  /** The site's pages, for internal links. */
  pages?: PageChoice[]
  /** The market's forms (spec 2 §3.2 `{type:'forms'}`); without them a form id is typed. */
  forms?: { value: string; label: string }[]
  /** The market's stock lists (`{type:'stock_lists'}`, ADR 074); without them a list key is typed. */
  stockLists?: { value: string; label: string }[]
  /** The market's text direction: rich text is edited in it (`auto`, from the text, without it). */
  dir?: 'ltr' | 'rtl'
  /** Base of the media library (ARCHITECTURE.md Runtime topology), '/media' by default. */
  mediaBase?: string
  /** A new block's texts in the market's language, by their English text (ADR 183). */
  startingTexts?: Readonly<Record<string, string>>
  /** The market's stock locator texts for the canvas's stock blocks; English without them (ADR 089). */
  stockTexts?: StockTexts | null
}

/** The props every field editor takes: its definition, its value and where to send a new one. */
export interface FieldEditorProps<V> {
  definition: FieldDefinition
  /** undefined while the block does not hold the field yet: editors show the definition's default. */
  value: V | undefined
  onChange: (value: V) => void
  /** The input's id (Puck's field id). */
  id: string
  /** The prop path Puck edits, e.g. `heading` or `groups[1].link`: errors are keyed by it. */
  name: string
  readOnly?: boolean
  options: EditorOptions
}
