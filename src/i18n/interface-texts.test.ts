import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * ADR 118: every interface text a visitor reads comes from the message catalogue. This scans the
 * visitor-facing components for texts written into the markup — JSX text, and string values of
 * the attributes a visitor reads or hears (aria-label, placeholder, title, alt, …) — and fails
 * naming each one that is not a catalogue lookup.
 */
const ROOT = join(import.meta.dirname, '..', '..')
/**
 * What visitors see: the shell and its overlays, the public routes, blocks, the stock locator, the
 * order journey, forms, site search, consent, places, shared UI.
 */
const VISITOR_DIRS = [
  'src/app/shell',
  'src/app/overlays',
  'src/app/routes/order-online',
  'src/blocks',
  'src/stock/ui',
  'src/orders/ui',
  'src/forms',
  'src/search/ui',
  'src/consent',
  'src/places',
  'src/ui',
]
const VISITOR_FILES = ['src/app/root.tsx', 'src/app/routes/page.tsx', 'src/app/routes/showroom.tsx', 'src/app/routes/not-found.tsx']
/** Attributes whose text a visitor reads or a screen reader speaks. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-roledescription',
  'aria-description',
  'aria-valuetext',
  'placeholder',
  'title',
  'alt',
  'label',
])

/**
 * Texts that are not interface texts, each with its reason. Keep it short: a word a visitor reads
 * belongs in the catalogue.
 */
const ALLOWED: ReadonlyArray<{ text: RegExp; why: string }> = [
  { text: /^[\p{P}\p{S}\d\s×·•…–—]+$/u, why: 'punctuation, symbols and numbers: no language' },
  { text: /^WhatsApp$/, why: "a service's name: the same in every language" },
]

/** Files the scan skips: editor-only code and tests (the editor is an English tool, ADR 091). */
const SKIPPED = /\.test\.tsx$|\/(editor|fields|EditorToolbar)[^/]*\.tsx$|Editor\.tsx$|\/Editor[A-Z]\w*\.tsx$|\.stories\.tsx$/

export interface Finding {
  file: string
  line: number
  text: string
}

/** A table of interface texts in one language, kept beside its code: `const ar: Texts = {`. */
const LANGUAGE_TABLE = /^\s*(export\s+)?const\s+(en|ar|he|hr|de|fr|es|it|pl|ja)\s*(:[^=]+)?=\s*\{/m

/** Source files that hold a language's own text table outside the catalogue's locale files. */
/**
 * Where tables per language belong: the catalogue, and the blocks' starting texts — content an
 * editor is given to change, keyed by the templates' English texts, not interface texts a visitor
 * reads through the catalogue (ADR 183).
 */
const TABLE_FOLDERS = ['src/i18n/locales/', 'src/cms/starting-texts/']

export function languageTables(sources: ReadonlyArray<{ file: string; source: string }>): string[] {
  return sources
    .filter(({ file, source }) => !TABLE_FOLDERS.some((folder) => file.startsWith(folder)) && LANGUAGE_TABLE.test(source))
    .map(({ file }) => file)
}

function tsxFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
}

const hasWords = (text: string) => /\p{L}{2,}/u.test(text) && !ALLOWED.some(({ text: pattern }) => pattern.test(text.trim()))

/** The texts written into a component's markup. */
export function interfaceTexts(file: string, source: string): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const findings: Finding[] = []
  const add = (node: ts.Node, text: string) => {
    if (hasWords(text)) findings.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text: text.trim() })
  }
  // A string written as the value: literal, template pieces, either side of a ?: or ??/||.
  const literalParts = (node: ts.Expression) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text)
    else if (ts.isTemplateExpression(node)) {
      add(node, [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' '))
    } else if (ts.isConditionalExpression(node)) {
      literalParts(node.whenTrue)
      literalParts(node.whenFalse)
    } else if (
      ts.isBinaryExpression(node) &&
      [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)
    ) {
      literalParts(node.right)
    } else if (ts.isParenthesizedExpression(node)) literalParts(node.expression)
  }
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node, node.text)
    else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)))
      literalParts(node.expression)
    else if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(sf)) && node.initializer) {
      if (ts.isStringLiteral(node.initializer)) add(node, node.initializer.text)
      else if (ts.isJsxExpression(node.initializer) && node.initializer.expression) literalParts(node.initializer.expression)
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return findings
}

const files = [...VISITOR_DIRS.flatMap(tsxFiles), ...VISITOR_FILES].filter((file) => !SKIPPED.test(file)).sort()

describe('interface texts outside the catalogue', () => {
  it('finds a text written into markup, and not a lookup', () => {
    const source = `const A = ({ t }) => <nav aria-label="Main" title={t.menu}><b>Hello</b>{t.skip}{open ? 'Close' : t.open}<i aria-label={\`Slide \${n}\`}>{' · '}</i></nav>`
    expect(interfaceTexts('x.tsx', source).map((f) => f.text)).toEqual(['Main', 'Hello', 'Close', 'Slide'])
  })

  it('scans the visitor-facing components', () => {
    expect(files.length).toBeGreaterThan(80)
  })

  const findings = files.flatMap((file) => interfaceTexts(file, readFileSync(join(ROOT, file), 'utf8')))

  it('has none in the visitor-facing components', () => {
    expect(findings.map((f) => `${f.file}:${f.line} ${JSON.stringify(f.text)}`)).toEqual([])
  })

  it('finds no text table per language outside the catalogue (every market reads its own language, with its overrides)', () => {
    expect(languageTables([{ file: 'src/blocks/x/texts.ts', source: "const en = {}\nconst ar: XTexts = { close: 'إغلاق' }" }])).toEqual([
      'src/blocks/x/texts.ts',
    ])
    const sources = readdirSync(join(ROOT, 'src'), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
      .map((file) => ({ file, source: readFileSync(join(ROOT, file), 'utf8') }))
    expect(languageTables(sources)).toEqual([])
  })
})
