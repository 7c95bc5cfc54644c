/**
 * A count with its noun, singular for one ('1 lead', '3 leads'). English, as the back office is
 * (ADR 050); `many` for nouns whose plural is not a trailing s.
 */
export const counted = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`
