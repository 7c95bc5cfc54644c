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

/** A tool's picture from an image field, sized for where it stands; nothing when the field is empty. */
export function ToolPicture({ image, sizes, eager }: { image: ImageValue | null | undefined; sizes: string; eager: boolean }) {
  return image ? <Image className={styles.media} id={image.id} alt={image.alt ?? ''} eager={eager} sizes={sizes} /> : null
}
