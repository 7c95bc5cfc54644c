/**
 * The validation library's default messages ('Too small: expected string to have >=1 characters')
 * in the back office's words ('Required'), for problems the API or the browser's own check names
 * with them; any other message is kept as it is. The API's answers keep the library's text: its
 * clients may read it.
 *
 * @example plainWording('Too big: expected string to have <=254 characters') // 'At most 254 characters'
 */
export function plainWording(message: string): string {
  for (const [pattern, say] of WORDINGS) {
    const match = pattern.exec(message)
    if (match) return say(match)
  }
  return message
}

const WORDINGS: readonly [RegExp, (match: RegExpExecArray) => string][] = [
  [/^Too small: expected string to have >=1 characters?$/, () => 'Required'],
  [/^Too small: expected string to have >=(\d+) characters?$/, ([, n]) => `At least ${n} characters`],
  [/^Too big: expected string to have <=(\d+) characters?$/, ([, n]) => `At most ${n} characters`],
  [/^Too small: expected array to have >=(\d+) items?$/, ([, n]) => `At least ${n} ${n === '1' ? 'item' : 'items'}`],
  [/^Too big: expected array to have <=(\d+) items?$/, ([, n]) => `At most ${n} items`],
  [/^Too small: expected number to be >=(-?[\d.]+)$/, ([, n]) => `At least ${n}`],
  [/^Too small: expected number to be >(-?[\d.]+)$/, ([, n]) => `More than ${n}`],
  [/^Too big: expected number to be <=(-?[\d.]+)$/, ([, n]) => `At most ${n}`],
  [/^Too big: expected number to be <(-?[\d.]+)$/, ([, n]) => `Less than ${n}`],
  [/^Invalid email address$/, () => 'Enter a valid e-mail address'],
  [/^Invalid URL$/, () => 'Enter a web address (https://…)'],
  [/^Invalid input: expected (string|number|boolean|array|object), received (?:undefined|null)$/, () => 'Required'],
  [/^Invalid input: expected (string|number|boolean|array|object), received \w+$/, ([, type]) => `Must be ${ARTICLE[type!]} ${type}`],
]

const ARTICLE: Record<string, string> = { string: 'a', number: 'a', boolean: 'a', array: 'an', object: 'an' }
