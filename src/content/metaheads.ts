import { parseDocument, DomUtils } from 'htmlparser2'
import type { Metahead } from './page.ts'

/** 'global': runs once per visit, even across client navigations; 'page': runs on every page. */
export type ScriptOnce = 'global' | 'page'
type Attrs = Record<string, string>

/** A script that runs: inline (`text`) or external (`attrs.src`). */
export type RunnableScript = { tag: 'script'; key: string; attrs?: { src: string }; text?: string; once: ScriptOnce }
/** An ld+json data block: never executed, so it has no `once`. */
export type DataScript = { tag: 'script'; key: string; attrs: Attrs; text: string; once?: undefined }
export type HeadTag =
  | { tag: 'meta'; key: string; attrs: Attrs }
  | { tag: 'link'; key: string; attrs: Attrs }
  | { tag: 'style'; key: string; text: string }
  | RunnableScript
  | DataScript
export type BodyItem = { tag: 'div'; key: string; html: string } | RunnableScript
export interface MetaheadPlan {
  head: HeadTag[]
  body: BodyItem[]
}
type Unkeyed<T> = T extends unknown ? Omit<T, 'key'> : never

/** Metaheads of one page: the global ones and the page's own, in sequence order (then id). */
export function selectMetaheads(metaheads: Metahead[], pageId: number | null): Metahead[] {
  return metaheads
    .filter((m) => m.rdx_core_page_id === null || (pageId !== null && m.rdx_core_page_id === pageId))
    .sort((a, b) => a.sequence - b.sequence || a.id - b.id)
}

/** Inline text must not end its own element early: `</script` inside a script would. */
const escapeClosingTag = (text: string, tag: 'script' | 'style') => text.replace(new RegExp(`</(${tag})`, 'gi'), '<\\/$1')

type Element = ReturnType<typeof DomUtils.findAll>[number]
const isDataScript = (el: Element) => el.name === 'script' && el.attribs.type?.trim().toLowerCase() === 'application/ld+json'
/** spec 1 §9: of an html metahead in the head only meta, link and ld+json script tags are kept. */
const isHeadTag = (el: Element) => el.name === 'meta' || el.name === 'link' || isDataScript(el)

/** spec 1 §9: of an html metahead only meta, link and ld+json script tags reach the head. */
function headTagsFromHtml(html: string): Unkeyed<HeadTag>[] {
  const elements = DomUtils.findAll(isHeadTag, parseDocument(html).children)
  return elements.map((el) => {
    const attrs: Attrs = { ...el.attribs }
    if (el.name === 'script') return { tag: 'script', attrs: { ...attrs, type: 'application/ld+json' }, text: DomUtils.textContent(el) }
    return { tag: el.name as 'meta' | 'link', attrs }
  })
}

/**
 * Why an html metahead would not do what it says, or null (one with a `<script>` was
 * saved as 'Added' and the script silently dropped). In the head only meta, link and ld+json
 * script tags are kept (spec 1 §9); in the body a script never runs either, as the page's
 * Content-Security-Policy only runs scripts with its nonce (ADR 042). The back office refuses
 * such content and names what would be lost, rather than store it and drop it unseen.
 * @example htmlMetaheadProblem('<meta name="a"><script>x()</script>', false)
 *   // → 'in the head an HTML metahead keeps only meta, link and ld+json script tags; <script> would be dropped. …'
 */
export function htmlMetaheadProblem(html: string, inBody: boolean): string | null {
  const nodes = parseDocument(html).children
  if (inBody) {
    const scripts = DomUtils.findAll((el) => el.name === 'script' && !isDataScript(el), nodes)
    return scripts.length === 0
      ? null
      : "a <script> in an HTML metahead does not run (the Content-Security-Policy allows only the page's own scripts); put the script in a JavaScript or JavaScript file metahead"
  }
  const dropped = new Set<string>()
  const visit = (list: typeof nodes) => {
    for (const node of list) {
      if (DomUtils.isTag(node)) {
        if (isHeadTag(node)) continue
        // A wrapper (<head>, <div>) of kept tags is dropped quietly; its kept tags stay.
        if (DomUtils.findOne(isHeadTag, node.children)) visit(node.children)
        else dropped.add(`<${node.name}>`)
      } else if (DomUtils.isText(node) && node.data.trim() !== '') dropped.add('text')
    }
  }
  visit(nodes)
  if (dropped.size === 0) return null
  const advice = dropped.has('<script>') ? 'Put scripts in a JavaScript metahead and other HTML in the body' : 'Put other HTML in the body'
  return `in the head an HTML metahead keeps only meta, link and ld+json script tags; ${[...dropped].join(', ')} would be dropped. ${advice}.`
}

/**
 * spec 1 §9 Metahead rendering, as plain serialisable tags. javascript → inline script,
 * js-src → external script, css → style, sass/scss → a style of the CSS they were compiled to when
 * saved (metahead-styles.server.ts; one saved before that is served as written), html → meta/link/ld+json head tags, or a
 * raw body div when in_body. Metaheads are admin-only and deliberately not sanitised.
 * Keys are stable: `metahead-{id}-{n}`.
 */
export function planMetaheads(metaheads: Metahead[], pageId: number | null): MetaheadPlan {
  const plan: MetaheadPlan = { head: [], body: [] }
  for (const m of selectMetaheads(metaheads, pageId)) {
    const key = (n: number) => `metahead-${m.id}-${n}`
    const content = m.content.trim()
    if (content === '') continue
    const once: ScriptOnce = m.reload_on_each_page ? 'page' : 'global'
    const place = (item: RunnableScript) => (m.in_body ? plan.body : plan.head).push(item)
    switch (m.language) {
      case 'javascript':
        place({ tag: 'script', key: key(0), text: escapeClosingTag(m.content, 'script'), once })
        break
      case 'js-src':
        place({ tag: 'script', key: key(0), attrs: { src: content }, once })
        break
      case 'css':
      case 'sass':
      case 'scss':
        plan.head.push({ tag: 'style', key: key(0), text: escapeClosingTag(m.styles ?? m.content, 'style') })
        break
      case 'html':
        if (m.in_body) plan.body.push({ tag: 'div', key: key(0), html: m.content })
        else headTagsFromHtml(m.content).forEach((tag, n) => plan.head.push({ ...tag, key: key(n) }))
        break
    }
  }
  return plan
}
