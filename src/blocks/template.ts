import type { ComponentType } from 'react'
import type { z } from 'zod'

/** spec 2 §3.3: colour themes a block box can take. */
export const colourThemes = ['light-theme', 'grey-theme', 'dark-theme', 'black-theme'] as const
export type ColourTheme = (typeof colourThemes)[number]

/** What every block renderer receives besides its own fields. */
export interface BlockContext {
  /** 1-based position on the page (`#component-{n}`, spec 1 §2). */
  index: number
  /** spec 1 §9: the first two page blocks load images eagerly. */
  eagerImages: boolean
}

/**
 * A block template: its key, the zod schema of its field values (defaults and limits in one
 * place) and its pure renderer. Issue 3 grows this into the full template model of spec 2 §3.1.
 */
export interface BlockTemplate<S extends z.ZodType = z.ZodType> {
  key: string
  name: string
  group: string
  fields: S
  Block: ComponentType<{ fields: z.infer<S>; context: BlockContext }>
  /** Field symbols holding editor HTML: sanitised on save and on load (server side). */
  htmlFields?: readonly string[]
}

export const defineBlock = <S extends z.ZodType>(template: BlockTemplate<S>) => template
