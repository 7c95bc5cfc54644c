import { languageCode } from './language.ts'

// Its own module: the shell's chunk, which reads the language rules, should not carry it.

/** Languages that write a comma of their own between a line's parts. */
const COMMAS: Readonly<Record<string, string>> = { ar: '، ', fa: '، ', ur: '، ', ja: '、', zh: '、' }

/**
 * What a language writes between the parts of a line (a name and an e-mail address; a street and a
 * city): Arabic "، ", Japanese "、", most others ", ".
 * @example listSeparator('ar_AE') // → '، '
 */
export function listSeparator(language: string | null | undefined): string {
  return COMMAS[languageCode(language)] ?? ', '
}
