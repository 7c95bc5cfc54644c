/**
 * A data key in words, for a label that has none of its own: `top_speed` → 'Top speed',
 * `hidden_fields` → 'Hidden fields', `vehicle-id` → 'Vehicle id'; a key of no words stays as it is.
 */
export function labelOfKey(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim()
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key
}
