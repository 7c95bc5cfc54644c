import { MAX_PAGE_PATH, normalizePagePath } from '~/content/redirect.ts'
import { unreachablePagePath } from '~/content/reachable-path.ts'

/** The longest page title: the page tree's fields and the editor's Title take this many characters. */
export const PAGE_TITLE_MAX = 300

/**
 * What is wrong with a page path typed in the page tree, naming the rule; null when it is a path
 * the server takes (src/content/page-schema.ts `pagePath`: clean, starting with /). Before,
 * the form said only the browser's "Please match the requested format".
 */
export function pagePathProblem(path: string): string | null {
  if (path === '') return 'Enter a path, for example /offers/spring.'
  if (!path.startsWith('/')) {
    // Offer the path with its / only when that path is one the server takes.
    const rooted = `/${path.replace(/^\/*/, '')}`
    const further = pagePathProblem(rooted)
    return further ? `A path starts with /. ${further}` : `A path starts with /: ${rooted}, not ${path}.`
  }
  if (path.length > MAX_PAGE_PATH) return `A path has at most ${MAX_PAGE_PATH} characters.`
  if (path.includes('%')) return 'A path has no % codes: type the characters themselves (é, not %C3%A9).'
  if (path.includes('\\')) return 'A path uses / between its parts, not \\.'
  if (/[\u0000-\u001f\u007f-\u009f]/.test(path)) return 'A path has no control characters.'
  if (path.length > 1 && path.endsWith('/')) return `A path does not end with /: ${path.replace(/\/+$/, '') || '/'}, not ${path}.`
  if (path.includes('//')) return 'A path has no empty parts (//).'
  if (path.split('/').some((part) => part === '.' || part === '..')) return 'A path has no . or .. parts.'
  if (normalizePagePath(path) !== path) return 'Not a clean path: use letters, digits and - between / separators.'
  return unreachablePagePath(path)
}
