import { useEffect, useRef, type ReactNode } from 'react'
import styles from './Tool.module.css'

// The quizzes' questions, apart from the tools' screens (tool-screens.tsx): a tool without
// questions (the finance calculator, the map update) does not load them.

/** The first question without an answer, -1 when all have one. */
export const firstUnanswered = (chosen: readonly (number | undefined)[]): number => chosen.findIndex((answer) => answer === undefined)

/**
 * Questions answered on one screen: a fieldset per question (`counts[x]` answers, one of them
 * chosen), and under a question left unanswered, once the visitor has tried to go on (`missing`),
 * `selectOne` as an alert the fieldset is described by. Each such try (`refused` counts them) puts
 * the focus on the first unanswered question's first answer, as a form's send does with its first
 * invalid field: the visitor is where the answer is missing, not left on the button.
 */
export function AnswerGroups({
  id,
  counts,
  chosen,
  missing,
  refused,
  selectOne,
  legend,
  answer,
  onChoose,
}: {
  id: string
  counts: readonly number[]
  chosen: readonly (number | undefined)[]
  missing: boolean
  refused: number
  selectOne: string
  legend: (question: number) => ReactNode
  answer: (question: number, answer: number) => ReactNode
  onChoose: (question: number, answer: number) => void
}) {
  const first = useRef<HTMLInputElement>(null)
  // Only a new try moves the focus: coming back to the questions ('Change answers') does not.
  const seen = useRef(refused)
  useEffect(() => {
    if (refused !== seen.current) first.current?.focus()
    seen.current = refused
  }, [refused])
  const target = firstUnanswered(chosen)
  return counts.map((count, x) => {
    const unanswered = missing && chosen[x] === undefined
    return (
      <fieldset key={x} className={styles.choices} aria-describedby={unanswered ? `${id}-${x}-error` : undefined}>
        <legend>{legend(x)}</legend>
        {Array.from({ length: count }, (_, y) => (
          <label className={styles.choice} key={y}>
            <input
              ref={x === target && y === 0 ? first : undefined}
              type="radio"
              name={`${id}-question-${x}`}
              checked={chosen[x] === y}
              onChange={() => onChoose(x, y)}
            />
            <span className={styles.choiceText}>
              <strong>{answer(x, y)}</strong>
            </span>
          </label>
        ))}
        {unanswered && (
          <p id={`${id}-${x}-error`} className={styles.error} role="alert" style={{ gridColumn: '1 / -1' }}>
            {selectOne}
          </p>
        )}
      </fieldset>
    )
  })
}
