import type { FieldAttrs } from '~/blocks/fields.ts'
import { isAllowedLinkUrl, LINK_URL_HINT, linkSchema, type LinkValue } from '~/ui/link-value.ts'
import { isLinkShown } from '~/ui/links.ts'
import { shown } from './BasicFields.tsx'
import { FieldShell } from './FieldShell.tsx'
import { ICON_NAMES } from './icons.ts'
import type { EditorOptions, FieldEditorProps, PageChoice } from './types.ts'
import styles from './Fields.module.css'
import { pathInMarket } from '~/sites/sites.ts'

const LINK_TYPES = [
  { value: 'internal', label: 'Page of this site' },
  { value: 'external', label: 'External address' },
  { value: 'form', label: 'Form' },
  { value: 'file', label: 'File' },
] as const
export type LinkType = (typeof LINK_TYPES)[number]['value']

/** A link's parts as its editor labels them; the error summary names a part the same way (validation.ts). */
export const LINK_PART_LABELS: Readonly<Record<string, string>> = {
  type: 'Link type',
  url: 'Address',
  target: 'Open in',
  rdx_forms_form_id: 'Form',
  hidden_fields: 'Hidden fields',
  form_layout: 'Form layout',
  link_text: 'Link text',
  ui_type: 'Button style',
  icon: 'Icon',
}
const L = LINK_PART_LABELS

/** spec 2 §3.4: the link types an editor may choose, without the field's excluded options. */
export const linkTypesFor = (excluded: FieldAttrs['excludedOptions'] = []) =>
  LINK_TYPES.filter((t) => !excluded.includes(t.value.toUpperCase() as 'FORM'))

/** A new link with the defaults of the link schema (internal, same window, primary). */
export const newLink = (excluded?: FieldAttrs['excludedOptions']): LinkValue => linkSchema(excluded).parse({})

/**
 * A page of the editor's page list as a link's choice, marked when visitors cannot open it. Its
 * path is the browser's address, under the market's base path (ADR 002), as the demo's links and
 * the redirects are: the page's own path would lead to the page of the market at the host's root.
 */
export const pageChoice = (
  page: { path: string; title: string | null; enabled: boolean; published: boolean },
  basePath: string,
): PageChoice => ({
  path: pathInMarket(basePath, page.path),
  title: page.title,
  ...(!page.enabled ? { state: 'disabled' } : !page.published ? { state: 'unpublished' } : {}),
})

/**
 * A page as the link's page list names it: its title and path, and whether visitors can open it
 * yet (a link to a disabled page is a dead end; one to a page not yet published works once it is).
 * @example pageChoiceText({ path: '/offers', title: 'Offers', state: 'disabled' }) // → 'Offers (/offers), disabled'
 */
export function pageChoiceText(page: PageChoice): string {
  const name = page.title ? `${page.title} (${page.path})` : page.path
  return page.state ? `${name}, ${page.state === 'disabled' ? 'disabled' : 'not published'}` : name
}

/**
 * Why a link the editor has begun is not shown on the page (spec 2 §4: a page or an address and a
 * text, a file's address, a form), or null when it is shown or nothing was filled in yet. Said
 * beside the link: the page leaves such a link out without a word.
 * @example linkGap({ ...newLink(), link_text: 'Read more' }) // → 'Not shown on the page until a page is chosen'
 */
export function linkGap(link: LinkValue): string | null {
  if (isLinkShown(link)) return null
  const hasAddress = link.url.trim() !== ''
  const hasText = link.link_text.trim() !== ''
  const missing =
    link.type === 'form'
      ? hasText && 'a form is chosen'
      : hasText && !hasAddress
        ? { internal: 'a page is chosen', external: 'it has an address', file: 'it has a file address' }[link.type]
        : hasAddress && !hasText && link.type !== 'file' && 'it has a link text'
  return missing ? `Not shown on the page until ${missing}` : null
}

/** spec 2 §3.5: forms are one or two columns; two columns is `double_column`. */
const FORM_LAYOUTS = [
  { value: '', label: 'One column' },
  { value: 'double_column', label: 'Two columns' },
]

/**
 * The inputs of one link item (spec 2 §3.4): the type first, then what that type needs — a page
 * of the site, an address and target, a form with its hidden fields and layout, or a file — the
 * text, the button style and (unless attrs.withoutIcon) an icon. Predefined links fill the address.
 */
export function LinkEditor({
  link,
  onChange,
  attrs,
  options,
  idPrefix,
  readOnly,
  describedBy,
}: {
  link: LinkValue
  onChange: (link: LinkValue) => void
  attrs: FieldAttrs
  options: EditorOptions
  idPrefix: string
  readOnly?: boolean
  describedBy?: string
}) {
  const set = (patch: Partial<LinkValue>) => onChange({ ...link, ...patch })
  const types = linkTypesFor(attrs.excludedOptions)
  const type = link.type as LinkType
  const pages = options.pages ?? []
  const predefined = options.predefinedLinks ?? []
  const gap = linkGap(link)
  const gapId = `${idPrefix}-gap`
  // Said at the address as it is typed, as Save would refuse it (the link schema's own rule).
  const urlProblem = link.url.trim() !== '' && !isAllowedLinkUrl(link.url) ? LINK_URL_HINT : null
  const urlErrorId = `${idPrefix}-url-error`
  return (
    <div className={styles.stack}>
      <label className={styles.sub}>
        <span className={styles.subLabel}>{L.type}</span>
        <select
          id={idPrefix}
          aria-describedby={describedBy}
          className={styles.select}
          value={type}
          disabled={readOnly}
          onChange={(e) => set({ type: e.target.value })}
        >
          {types.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
      </label>

      {type === 'internal' && (
        <label className={styles.sub}>
          <span className={styles.subLabel}>Page</span>
          <select className={styles.select} value={link.url} disabled={readOnly} onChange={(e) => set({ url: e.target.value })}>
            <option value="">Choose a page</option>
            {link.url && !pages.some((p) => p.path === link.url) && <option value={link.url}>{link.url}</option>}
            {pages.map((p) => (
              <option key={p.path} value={p.path}>
                {pageChoiceText(p)}
              </option>
            ))}
          </select>
        </label>
      )}
      {(type === 'external' || type === 'file') && (
        <label className={styles.sub}>
          <span className={styles.subLabel}>{type === 'file' ? 'File address' : L.url}</span>
          <input
            id={`${idPrefix}-url`}
            className={styles.input}
            type="text"
            inputMode="url"
            value={link.url}
            readOnly={readOnly}
            maxLength={2048}
            aria-invalid={urlProblem ? true : undefined}
            aria-describedby={urlProblem ? urlErrorId : undefined}
            placeholder={type === 'file' ? '/media/…/brochure.pdf' : 'https://…'}
            onChange={(e) => set({ url: e.target.value })}
          />
        </label>
      )}
      {(type === 'external' || type === 'file') && urlProblem && (
        <p id={urlErrorId} className={styles.error}>
          {urlProblem}
        </p>
      )}
      {(type === 'internal' || type === 'external') && predefined.length > 0 && (
        <label className={styles.sub}>
          <span className={styles.subLabel}>Insert a predefined link</span>
          <select
            className={styles.select}
            value=""
            disabled={readOnly}
            onChange={(e) => {
              const url = e.target.value
              if (url)
                set({ url, type: url.startsWith('/') ? 'internal' : types.some((t) => t.value === 'external') ? 'external' : link.type })
            }}
          >
            <option value="">Choose…</option>
            {predefined.map((p) => (
              <option key={`${p.alias}|${p.url}`} value={p.url}>
                {p.alias}
              </option>
            ))}
          </select>
        </label>
      )}
      {(type === 'external' || type === 'file') && (
        <label className={styles.sub}>
          <span className={styles.subLabel}>{L.target}</span>
          <select
            className={styles.select}
            value={link.target}
            disabled={readOnly}
            onChange={(e) => set({ target: e.target.value as LinkValue['target'] })}
          >
            <option value="_self">The same window</option>
            <option value="_blank">A new window</option>
          </select>
        </label>
      )}
      {type === 'form' && (
        <>
          <label className={styles.sub}>
            <span className={styles.subLabel}>{L.rdx_forms_form_id}</span>
            {options.forms ? (
              <select
                className={styles.select}
                value={link.rdx_forms_form_id == null ? '' : String(link.rdx_forms_form_id)}
                disabled={readOnly}
                onChange={(e) => set({ rdx_forms_form_id: e.target.value || null })}
              >
                <option value="">Choose a form</option>
                {options.forms.map((f) => (
                  <option key={f.value} value={f.value}>
                    {f.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                className={styles.input}
                type="text"
                inputMode="numeric"
                placeholder="Form id"
                readOnly={readOnly}
                value={link.rdx_forms_form_id == null ? '' : String(link.rdx_forms_form_id)}
                onChange={(e) => set({ rdx_forms_form_id: e.target.value || null })}
              />
            )}
          </label>
          <label className={styles.sub}>
            <span className={styles.subLabel}>{L.hidden_fields} (JSON: field name to value)</span>
            <textarea
              className={styles.textarea}
              rows={3}
              readOnly={readOnly}
              placeholder='{"source": "homepage"}'
              maxLength={5000}
              value={
                typeof link.hidden_fields === 'string' ? link.hidden_fields : link.hidden_fields ? JSON.stringify(link.hidden_fields) : ''
              }
              onChange={(e) => set({ hidden_fields: e.target.value || null })}
            />
          </label>
          <label className={styles.sub}>
            <span className={styles.subLabel}>{L.form_layout}</span>
            <select
              className={styles.select}
              value={link.form_layout ?? ''}
              disabled={readOnly}
              onChange={(e) => set({ form_layout: e.target.value || null })}
            >
              {FORM_LAYOUTS.map((l) => (
                <option key={l.value} value={l.value}>
                  {l.label}
                </option>
              ))}
            </select>
          </label>
        </>
      )}

      <label className={styles.sub}>
        <span className={styles.subLabel}>{L.link_text}</span>
        <input
          className={styles.input}
          type="text"
          value={link.link_text}
          readOnly={readOnly}
          maxLength={200}
          aria-describedby={gap ? gapId : undefined}
          onChange={(e) => set({ link_text: e.target.value })}
        />
      </label>
      {gap && (
        <p id={gapId} className={styles.tooltip} role="status">
          {gap}
        </p>
      )}
      <label className={styles.sub}>
        <span className={styles.subLabel}>{L.ui_type}</span>
        <select
          className={styles.select}
          value={link.ui_type}
          disabled={readOnly}
          onChange={(e) => set({ ui_type: e.target.value as LinkValue['ui_type'] })}
        >
          <option value="primary">Primary</option>
          <option value="secondary">Secondary</option>
          <option value="tertiary">Tertiary (small)</option>
        </select>
      </label>
      {!attrs.withoutIcon && (
        <label className={styles.sub}>
          <span className={styles.subLabel}>{L.icon}</span>
          <select
            className={styles.select}
            value={link.icon ?? ''}
            disabled={readOnly}
            onChange={(e) => set({ icon: e.target.value || null })}
          >
            <option value="">No icon</option>
            {link.icon && !ICON_NAMES.includes(link.icon as never) && <option value={link.icon}>{link.icon}</option>}
            {ICON_NAMES.map((icon) => (
              <option key={icon} value={icon}>
                {icon}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  )
}

/** Rdx::Core::Fields::Link: one link, or none (null). */
export function LinkField(props: FieldEditorProps<LinkValue | null>) {
  const { definition, id, name, onChange, readOnly, options } = props
  const link = shown(props) ?? null
  return (
    <FieldShell definition={definition} id={id} name={name} group>
      {(a11y) =>
        link ? (
          <div className={styles.stack}>
            <LinkEditor
              link={link}
              onChange={onChange}
              attrs={definition.attrs}
              options={options}
              idPrefix={a11y.id}
              readOnly={readOnly}
              describedBy={a11y['aria-describedby']}
            />
            <div className={styles.row}>
              <button type="button" className={styles.button} disabled={readOnly} onClick={() => onChange(null)}>
                Remove link
              </button>
            </div>
          </div>
        ) : (
          <button
            type="button"
            id={a11y.id}
            className={styles.button}
            disabled={readOnly}
            aria-describedby={a11y['aria-describedby']}
            onClick={() => onChange(newLink(definition.attrs.excludedOptions))}
          >
            Add link
          </button>
        )
      }
    </FieldShell>
  )
}

const move = <T,>(items: readonly T[], from: number, to: number): T[] => {
  const next = [...items]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item!)
  return next
}

/** Rdx::Core::Fields::LinksCollection: links in order, to add (up to attrs.max, 20 by default), move and remove. */
export function LinksCollectionField(props: FieldEditorProps<LinkValue[]>) {
  const { definition, id, name, onChange, readOnly, options } = props
  const links = shown(props) ?? []
  const max = definition.attrs.max ?? 20
  return (
    <FieldShell definition={definition} id={id} name={name} group>
      {(a11y) => (
        <div className={styles.stack}>
          {links.length === 0 && <p className={styles.muted}>No links yet.</p>}
          <ol className={styles.list}>
            {links.map((link, i) => (
              <li key={i} className={styles.item} aria-label={`Link ${i + 1}${link.link_text ? `: ${link.link_text}` : ''}`}>
                <div className={styles.itemHead}>
                  <strong>Link {i + 1}</strong>
                  <span className={styles.row}>
                    <button
                      type="button"
                      className={styles.button}
                      disabled={readOnly || i === 0}
                      onClick={() => onChange(move(links, i, i - 1))}
                    >
                      Move up
                    </button>
                    <button
                      type="button"
                      className={styles.button}
                      disabled={readOnly || i === links.length - 1}
                      onClick={() => onChange(move(links, i, i + 1))}
                    >
                      Move down
                    </button>
                    <button
                      type="button"
                      className={styles.button}
                      disabled={readOnly}
                      onClick={() => onChange(links.filter((_, k) => k !== i))}
                    >
                      Remove
                    </button>
                  </span>
                </div>
                <LinkEditor
                  link={link}
                  attrs={definition.attrs}
                  options={options}
                  idPrefix={`${a11y.id}-${i}`}
                  readOnly={readOnly}
                  onChange={(next) => onChange(links.map((l, k) => (k === i ? next : l)))}
                />
              </li>
            ))}
          </ol>
          <div className={styles.row}>
            <button
              type="button"
              id={a11y.id}
              className={styles.button}
              aria-describedby={a11y['aria-describedby']}
              disabled={readOnly || links.length >= max}
              onClick={() => onChange([...links, newLink(definition.attrs.excludedOptions)])}
            >
              Add link
            </button>
            {links.length >= max && <span className={styles.muted}>At most {max} links.</span>}
          </div>
        </div>
      )}
    </FieldShell>
  )
}
