import StarterKit from '@tiptap/starter-kit'
import { isAllowedLinkUrl } from '~/ui/link-value.ts'

/**
 * What the rich-text editor (MarkdownField, ADR 035) may produce and what it would lose. Client
 * code: the DOM helpers parse with the browser's inert DOMParser, nothing is rendered or fetched.
 */

/** An editor left with nothing but a line break holds no text. */
export const normalizeEditorHtml = (html: string) => (/^(<br\s*\/?>|<p>(<br\s*\/?>)?<\/p>|\s)*$/i.test(html) ? '' : html)

/**
 * StarterKit limited to what the server's sanitiser keeps for rich text (src/lib/sanitize.ts):
 * paragraphs, h2–h6, lists, blockquotes, rules, line breaks, bold, italic, underline, strike and
 * links. Code and code blocks (no `code`/`pre` there) and h1 (the page's title) are left out;
 * anything else a value or a paste holds has no place in the schema and is dropped.
 */
const starterKitOptions = {
  code: false,
  codeBlock: false,
  heading: { levels: [2, 3, 4, 5, 6] },
  // An empty paragraph after a final list or heading would be stored with the value.
  trailingNode: false,
  link: {
    openOnClick: false,
    autolink: false,
    linkOnPaste: true,
    defaultProtocol: 'https',
    // No target or rel of its own: a new link opens in place, as the sanitiser expects.
    HTMLAttributes: { target: null, rel: null, class: null },
    isAllowedUri: (url: string) => isAllowedLinkUrl(url),
  },
} satisfies Parameters<typeof StarterKit.configure>[0]

export const richTextExtensions = [StarterKit.configure(starterKitOptions)]

/**
 * Title fields (a block's Title, a figure): a line of text with bold, italic and links, never a
 * list, heading or quote, which a heading cannot hold (a Title field offered lists).
 */
const TITLE_FIELDS: ReadonlySet<string> = new Set(['heading', 'title', 'number_heading'])
export const isTitleField = (symbol: string) => TITLE_FIELDS.has(symbol)
export const titleExtensions = [
  StarterKit.configure({
    ...starterKitOptions,
    heading: false,
    bulletList: false,
    orderedList: false,
    listItem: false,
    listKeymap: false,
    blockquote: false,
    horizontalRule: false,
  }),
]

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html').body

const INLINE_TAGS = new Set(['a', 'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'br', 'span', 'small', 'sub', 'sup'])

/**
 * Whether the HTML is inline content only (text, bold, links …: a title's shape) rather than
 * paragraphs or lists. The editor keeps such a value without a `<p>` around it (ADR 035).
 * @example isInlineHtml('Quiet <b>at any speed</b>') // true
 */
export function isInlineHtml(html: string): boolean {
  return [...parse(html).childNodes].every((node) => node.nodeType !== Node.ELEMENT_NODE || INLINE_TAGS.has((node as Element).localName))
}

/** Elements the editor keeps, with the attributes it keeps on them. */
const KEPT: Record<string, readonly string[]> = {
  p: [],
  br: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  ul: [],
  ol: ['start', 'type'],
  li: [],
  blockquote: [],
  hr: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  strike: [],
  a: ['href', 'target', 'rel', 'class', 'title'],
}
/** Wrappers the editor unwraps (their text stays): lost only when they carry attributes. */
const UNWRAPPED = new Set(['div', 'span', 'h1'])

/**
 * The markup of a stored value that editing it as rich text would drop: elements the editor has no
 * place for (`<table>`, `<img>` …) and attributes it does not keep (`class`, `id` …), each once.
 * Empty for what the toolbar itself makes.
 * @example droppedMarkup('<table><tr><td class="x">1</td></tr></table>') // ['<table>', '<tr>', '<td>', 'class']
 */
export function droppedMarkup(html: string): string[] {
  const dropped = new Set<string>()
  for (const element of parse(html).querySelectorAll('*')) {
    const tag = element.localName
    const kept = KEPT[tag]
    if (!kept && !UNWRAPPED.has(tag)) dropped.add(`<${tag}>`)
    for (const attribute of element.getAttributeNames()) if (!kept?.includes(attribute)) dropped.add(attribute)
  }
  return [...dropped]
}
