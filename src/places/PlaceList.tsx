import { useUiTexts } from '~/i18n/ui-texts.ts'
import type { PlaceSuggestion } from './places.ts'
import styles from './PlaceList.module.css'

/**
 * The places suggested for what a visitor types (ADR 157): the listbox of a combobox field (the
 * retailer locators' search, the postcode search), labelled 'Places' in the market's language.
 * Option `n` is `{id}-n`, for the field's aria-activedescendant. Its wrapper positions it.
 */
export function PlaceList({
  id,
  suggestions,
  active,
  expanded,
  onPick,
}: {
  id: string
  suggestions: readonly PlaceSuggestion[]
  /** The option the keyboard is on; -1 for none. */
  active: number
  expanded: boolean
  onPick: (suggestion: PlaceSuggestion) => void
}) {
  const ui = useUiTexts()
  return (
    <ul id={id} role="listbox" aria-label={ui.places} className={styles.places} hidden={!expanded}>
      {suggestions.map((suggestion, index) => (
        <li
          key={suggestion.id}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          className={styles.place}
          // Picked before the field loses focus (which closes the list).
          onMouseDown={(event) => {
            event.preventDefault()
            onPick(suggestion)
          }}
        >
          {suggestion.name}
          {suggestion.detail && <span className={styles.detail}> {suggestion.detail}</span>}
        </li>
      ))}
    </ul>
  )
}
