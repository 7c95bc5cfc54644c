import { type z } from 'zod'
import { bundlePageSchema, validateBlock, validatePageAddresses } from './page-schema.ts'

/**
 * The page document: what the editor edits, drafts hold and versions keep. It is the site
 * bundle's page without its path (ADR 021), so drafts, versions, import and export share one
 * shape and one validator. The path is the page's address, changed by moving the page.
 */
export const pageDocumentSchema = bundlePageSchema.omit({ path: true })
export type PageDocument = z.infer<typeof pageDocumentSchema>

export interface DocumentProblem {
  /** JSON pointer into the document, e.g. `/blocks/2/fields/title`. */
  pointer: string
  message: string
}

const pointerOf = (path: readonly PropertyKey[]) => `/${path.map((p) => String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`

/**
 * Parses a document and checks every block against its template (unknown template or field, wrong
 * value type, too many field groups), naming the block and the field symbol (spec 2 §3.1–§3.2).
 */
export function parsePageDocument(
  input: unknown,
  pagePath: string,
): { ok: true; document: PageDocument } | { ok: false; problems: DocumentProblem[] } {
  const parsed = pageDocumentSchema.safeParse(input)
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((i) => ({
        pointer: pointerOf(i.path),
        message: i.code === 'unrecognized_keys' ? `unknown key(s) ${i.keys.join(', ')}` : i.message,
      })),
    }
  }
  const problems: DocumentProblem[] = []
  validatePageAddresses(parsed.data, [], (path, message) => problems.push({ pointer: pointerOf(path), message }))
  parsed.data.blocks.forEach((block, b) =>
    validateBlock(block, ['blocks', b], pagePath, (path, message) => {
      problems.push({ pointer: pointerOf(path), message })
    }),
  )
  return problems.length > 0 ? { ok: false, problems } : { ok: true, document: parsed.data }
}

/** An empty page document: what a new page starts with. */
export const emptyPageDocument = (title: string | null): PageDocument => pageDocumentSchema.parse({ title })
