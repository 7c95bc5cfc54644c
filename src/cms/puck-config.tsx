import { createUsePuck, type ComponentConfig, type Config, type DefaultComponentProps } from '@puckeditor/core'
import { useEffect, useState, type ReactNode } from 'react'
import { anchorId } from '~/blocks/anchors.ts'
import { FIELD_TYPES, valueSchema, type FieldDefinition } from '~/blocks/fields.ts'
import { LoadedBlock } from '~/blocks/LoadedBlock.tsx'
import { blockRegistry } from '~/blocks/registry.ts'
import { blockRenderers, loadBlockRenderers } from '~/blocks/renderers.ts'
import { templateGroups, type BlockTemplate } from '~/blocks/template.ts'
import { linkSchema } from '~/ui/link-value.ts'
import { StockTextsContext } from '~/stock/texts/context.ts'
import { stock as ENGLISH_STOCK_TEXTS } from '~/i18n/locales/en/stock.ts'
import { fieldDefaults, groupsField, puckFields } from './fields/index.ts'
import { pageFields } from './fields/page-fields.ts'
import type { EditorOptions } from './fields/types.ts'
import type { StockTexts } from '~/stock/texts/texts.ts'
import type * as Sanitizer from '~/lib/sanitize.ts'
import { GROUPS_PROP } from './puck-data.ts'
import styles from './EditorCanvas.module.css'

export interface PuckConfigOptions extends EditorOptions {
  /** The templates to offer; all of the registry by default. */
  templates?: BlockTemplate[]
}

/**
 * Values a renderer can draw while the editor types: each field's value when it is valid, else
 * the field's default, so a half-typed value never breaks the preview (the save checks them).
 */
export function previewValues(definitions: readonly FieldDefinition[], values: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  for (const definition of definitions) {
    if (definition.field_type === FIELD_TYPES.separator) continue
    const value = values[definition.symbol]
    const parsed = value === undefined ? undefined : valueSchema(definition)?.safeParse(value)
    result[definition.symbol] = parsed?.success
      ? parsed.data
      : definition.field_type === FIELD_TYPES.links && Array.isArray(value)
        ? validLinks(definition, value)
        : structuredClone(definition.value)
  }
  return result
}

/** The links of a list that are valid: one being corrected does not hide the others. */
const validLinks = (definition: FieldDefinition, links: readonly unknown[]) => {
  const link = linkSchema(definition.attrs.excludedOptions)
  return links.flatMap((value) => {
    const parsed = link.safeParse(value)
    return parsed.success ? [parsed.data] : []
  })
}

let sanitizer: typeof Sanitizer | null = null
/**
 * The HTML sanitiser, a chunk of its own (sanitize-html and its CSS parser are about 90 KB gzip):
 * fetched with the first block that has HTML fields. Null when it could not be fetched.
 */
const loadSanitizer = () =>
  import('~/lib/sanitize.ts').then(
    (module) => (sanitizer = module),
    () => null,
  )

/**
 * A block's values as visitors get them: its HTML sanitised, as it is on save and on render, so the
 * canvas does not show markup the page drops. Without the sanitiser the HTML is left out, not shown raw.
 */
function visitorValues(values: Record<string, unknown>, htmlSymbols: readonly string[]): Record<string, unknown> {
  if (htmlSymbols.length === 0) return values
  if (sanitizer) return sanitizer.sanitizeFields(values, htmlSymbols)
  const copy = { ...values }
  for (const symbol of htmlSymbols) if (typeof copy[symbol] === 'string') copy[symbol] = ''
  return copy
}

/**
 * One block in the editor's preview: the real renderer (src/blocks/renderers.ts), loaded on
 * demand, with `editing` on; a short loading state until its chunk is here. A chunk that fails
 * shows the block's Loading Failed state with 'Try again' (LoadedBlock).
 */
export function BlockPreview({
  template,
  props,
  index,
  stockTexts,
}: {
  template: BlockTemplate
  props: DefaultComponentProps
  index: number
  stockTexts?: StockTexts | null
}) {
  const key = template.key
  const hasHtml = template.htmlFields.length > 0 || template.groupHtmlFields.length > 0
  const [attempted, setAttempted] = useState(() => Boolean(blockRenderers[key]) && (!hasHtml || sanitizer !== null))
  useEffect(() => {
    if (attempted) return
    let live = true
    void Promise.all([loadBlockRenderers([key]), hasHtml && !sanitizer ? loadSanitizer() : null]).then(() => {
      if (live) setAttempted(true)
    })
    return () => {
      live = false
    }
  }, [key, attempted, hasHtml])
  if (!attempted)
    return (
      <div className="fc-block" role="status" aria-live="polite" data-template={key}>
        Loading {template.name}…
      </div>
    )
  const fields = visitorValues(previewValues(template.fields, props), template.htmlFields)
  const groups = (Array.isArray(props[GROUPS_PROP]) ? (props[GROUPS_PROP] as Record<string, unknown>[]) : []).map((group) =>
    visitorValues(previewValues(template.field_groups_template, group ?? {}), template.groupHtmlFields),
  )
  return (
    // As BlockList draws it (its anchor and index); a block that draws nothing shows its name (global.css).
    <div
      className="fc-block"
      data-block-index={index}
      data-template={key}
      data-placeholder={`${template.name}: add content`}
      id={anchorId(fields.block_scroll_id)}
    >
      {/* Blocks have no server data here: the stock blocks read the market's texts the editor's route sent (ADR 089). */}
      <StockTextsContext value={stockTexts ?? ENGLISH_STOCK_TEXTS}>
        <LoadedBlock block={{ template: key, fields, groups }} context={{ index, eagerImages: false, editing: true }} />
      </StockTextsContext>
    </div>
  )
}

const usePuck = createUsePuck()

/** The block's 1-based position on the page, read from Puck's data (it changes as blocks move). */
function PuckBlock({
  template,
  props,
  stockTexts,
}: {
  template: BlockTemplate
  props: DefaultComponentProps
  stockTexts?: StockTexts | null
}) {
  const index = usePuck((s) => s.appState.data.content.findIndex((item) => item.props.id === props.id)) + 1
  return <BlockPreview template={template} props={props} index={Math.max(index, 1)} stockTexts={stockTexts} />
}

/** spec 2 §3.1: a template as a Puck component (label, fields, field groups, defaults, renderer). */
export function templateComponent(template: BlockTemplate, options: EditorOptions = {}): ComponentConfig {
  const hasGroups = template.field_groups_template.length > 0
  return {
    label: template.name,
    fields: { ...puckFields(template.fields, options), ...(hasGroups ? { [GROUPS_PROP]: groupsField(template, options) } : {}) },
    defaultProps: { ...fieldDefaults(template.fields, options), [GROUPS_PROP]: [] },
    render: (props) => <PuckBlock template={template} props={props} stockTexts={options.stockTexts} />,
  }
}

/**
 * The page in the editor's canvas. An empty page says where blocks go (a new page
 * was a blank frame); the wrapper stays, so Puck's drop zone is not drawn anew with the first block.
 */
function PageCanvas({ children }: { children: ReactNode }) {
  const empty = usePuck((s) => s.appState.data.content.length === 0)
  return (
    <div className={styles.page}>
      {children}
      {empty && <p className={styles.emptyHint}>Drag a block here from the Blocks list</p>}
    </div>
  )
}

const byPriority = (a: BlockTemplate, b: BlockTemplate) => a.list_priority - b.list_priority || a.name.localeCompare(b.name)

/**
 * The Puck configuration of the in-site editor (editor contract): one component per template,
 * categories by template group (spec 2 §3.1, in the groups' order) with their blocks by
 * list_priority, and the page properties as root fields (spec 1 §3 Page).
 * @example const config = useMemo(() => buildPuckConfig({ pages, predefinedLinks }), [pages, predefinedLinks])
 */
export function buildPuckConfig(options: PuckConfigOptions = {}): Config {
  const { templates = Object.values(blockRegistry) as BlockTemplate[], ...editorOptions } = options
  const components: Config['components'] = {}
  for (const template of templates) components[template.key] = templateComponent(template, editorOptions)
  const categories: NonNullable<Config['categories']> = {}
  for (const group of templateGroups) {
    const members = templates.filter((t) => t.group === group).sort(byPriority)
    if (members.length > 0) categories[group] = { title: group, components: members.map((t) => t.key) }
  }
  return {
    components,
    categories,
    root: {
      fields: pageFields(editorOptions),
      render: ({ children }: { children: ReactNode }) => <PageCanvas>{children}</PageCanvas>,
    },
  }
}
