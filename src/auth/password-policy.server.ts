import type { ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core'

/**
 * The password rules of every local account (OWASP ASVS 5.0 V6.2), in one place:
 * the CLI's `user add`, the admin's users API and `/account` all call passwordProblem.
 *
 * - at least 12 characters (Unicode code points), at most 256, nothing but spaces refused;
 * - no composition rules (no "one digit, one capital");
 * - a strength estimate (zxcvbn-ts, score 3 of 4 or more) against common passwords, English
 *   words, names, keyboard patterns, and the context: the user's e-mail and name and the
 *   product's own words.
 *
 * NOTE: the zxcvbn dictionaries are megabytes; they are imported on first use, on the server
 * only (this module is `.server.ts`), never shipped to the browser.
 */
export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 256
/** zxcvbn's score: 3 is "safely unguessable: moderate protection from offline slow-hash scenario". */
export const PASSWORD_MIN_SCORE = 3
/**
 * NOTE: zxcvbn's estimate is synchronous and grows fast with the length and with the l33t
 * substitutions it tries (3.8 s for 64 random characters with its defaults). It estimates the
 * first 64 characters only (strong ones stay strong when more follow), with at most 4 l33t
 * substitutions (`p@ssw0rd` is still found): well under a second on a busy 2-core machine.
 */
const ESTIMATED_LENGTH = 64

/** Words that name this product or its places: as guessable in a password here as the user's name. */
const SITE_WORDS = ['forecourt', 'demo', 'cms', 'admin', 'editor', 'retailer', 'dealer']

/** What a password may not be built from besides the dictionaries: the account's own details. */
export interface PasswordContext {
  email?: string | null
  name?: string | null
}

/** The rules that need no dictionary (length, only spaces): a message, or null. Synchronous for schemas. */
export function passwordShapeProblem(password: string): string | null {
  const length = [...password].length
  if (length < PASSWORD_MIN_LENGTH) return `password must be at least ${PASSWORD_MIN_LENGTH} characters`
  if (length > PASSWORD_MAX_LENGTH) return `password must be at most ${PASSWORD_MAX_LENGTH} characters`
  if (!password.trim()) return 'password must not be only spaces'
  return null
}

/**
 * Why a password is refused, or null when it is acceptable. The message starts with `password`
 * and says why, e.g. `password is too easy to guess: it is a common password`.
 */
export async function passwordProblem(password: string, context: PasswordContext = {}): Promise<string | null> {
  const shape = passwordShapeProblem(password)
  if (shape) return shape
  const result = (await estimator()).check(password.normalize('NFKC'), contextWords(context))
  // NOTE: zxcvbn scores any three pieces at 10^8 guesses or more (score 3), even
  // `kimlee.example` for kim.lee@example.com; so a password that is half the account's own
  // words or more is refused whatever its score.
  const fromContext = result.sequence.reduce((n, m) => n + (isContextMatch(m) ? [...m.token].length : 0), 0)
  if (fromContext * 2 >= [...password].length) return `password is too easy to guess: ${CONTEXT_REASON}`
  if (result.score >= PASSWORD_MIN_SCORE) return null
  return `password is too easy to guess: ${weakness(result)}`
}

const CONTEXT_REASON = "it contains your e-mail address, your name or the site's name"
const isContextMatch = (m: ZxcvbnResult['sequence'][number]) => 'dictionaryName' in m && m.dictionaryName === 'userInputs'

/**
 * The account's own words: the e-mail, its local part whole, joined and split at . _ + -, the
 * domain's labels and their parts, the name's words and the name joined, and the site's words.
 */
export function contextWords(context: PasswordContext): string[] {
  const email = (context.email ?? '').trim().toLowerCase()
  const [local = '', domain = ''] = email.split('@')
  const labels = domain.split('.').slice(0, -1)
  const name = (context.name ?? '').trim().toLowerCase()
  const parts = (text: string) => [text, text.replace(/[\s._+-]+/g, ''), ...text.split(/[\s._+-]+/)]
  const words = [email, ...parts(local), ...labels.flatMap(parts), ...parts(name)]
  return [...new Set([...words.filter((w) => w.length >= 3), ...SITE_WORDS])]
}

/** The reason in words: what the weakest part of the password matched, else zxcvbn's own warning. */
function weakness(result: ZxcvbnResult): string {
  const dictionaries = new Set(result.sequence.flatMap((m) => ('dictionaryName' in m ? [String(m.dictionaryName)] : [])))
  if (dictionaries.has('userInputs')) return CONTEXT_REASON
  if ([...dictionaries].some((d) => d.startsWith('passwords'))) return 'it is a common password'
  const warning = result.feedback.warning?.replace(/\.$/, '')
  if (warning) return warning.charAt(0).toLowerCase() + warning.slice(1)
  return 'add another word or two; uncommon words are better'
}

let loading: Promise<ZxcvbnFactory> | null = null

function estimator(): Promise<ZxcvbnFactory> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        translations: en.translations,
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...en.dictionary },
        maxLength: ESTIMATED_LENGTH,
        l33tMaxSubstitutions: 4,
      }),
  )
  loading.catch(() => (loading = null))
  return loading
}
