import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Image } from '~/ui/Image.tsx'
import type { ImageValue } from './fields.ts'
import styles from './Tool.module.css'

/**
 * The screens of a step-by-step tool (spec 2 §3.12: the quizzes, the accessories questionnaire, the
 * finance calculator, the map update wizard): the one shown, and a move to another, which puts the
 * focus on the new screen's title so a screen reader says where the visitor now is. Every move clears the mark of a failed attempt to go on
 * (`missing`). Nothing moves the focus on the first render: the page's own order stands.
 *
 * @example
 * const { screen, go, title } = useToolScreens<'intro' | 'questions'>('intro')
 * {title(str('intro_heading'))} <button onClick={() => go('questions')}>…</button>
 */
export function useToolScreens<Screen>(first: Screen) {
  const [screen, setScreen] = useState<Screen>(first)
  const [missing, setMissing] = useState(false)
  const [refused, setRefused] = useState(0)
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  useEffect(() => {
    if (moved.current) heading.current?.focus()
    moved.current = false
  }, [screen])
  const go = (next: Screen) => {
    moved.current = true
    setMissing(false)
    setScreen(next)
  }
  /** The screen's title, the heading a move focuses. */
  const title = (text: ReactNode, size: 'l' | 'm' = 'l') => (
    <h2 className={`fc-heading fc-heading--${size}`} ref={heading} tabIndex={-1}>
      {text}
    </h2>
  )
  /** A try to go on with a question unanswered: marks the questions and counts the try (AnswerGroups' `refused`). */
  const refuse = () => {
    setMissing(true)
    setRefused((count) => count + 1)
  }
  return { screen, go, title, heading, missing, setMissing, refused, refuse }
}

/** The first question without an answer, -1 when all have one. */
export const firstUnanswered = (chosen: readonly (number | undefined)[]): number => chosen.findIndex((answer) => answer === undefined)

/** A tool's first screen: its title, an editor's paragraph, the button that starts it, and its picture beside them. */
export function ToolIntro({
  title,
  paragraph,
  start,
  onStart,
  picture,
}: {
  title: ReactNode
  /** Sanitised HTML from the editor's paragraph field. */
  paragraph: string
  start: string
  onStart: () => void
  picture: ReactNode
}) {
  return (
    <div className={styles.split}>
      <div className={styles.header}>
        {title}
        {paragraph && <div className="fc-prose" dangerouslySetInnerHTML={{ __html: paragraph }} />}
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={onStart}>
            {start}
          </button>
        </div>
      </div>
      {picture}
    </div>
  )
}

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

/** A tool's picture from an image field, sized for where it stands; nothing when the field is empty. */
export function ToolPicture({ image, sizes, eager }: { image: ImageValue | null | undefined; sizes: string; eager: boolean }) {
  return image ? <Image className={styles.media} id={image.id} alt={image.alt ?? ''} eager={eager} sizes={sizes} /> : null
}
