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
 * A block template: its key and the zod schema of its field values (defaults and limits in one
 * place). Plain data, safe on the server; the renderer is the folder's `Block.tsx`.
 * Issue 3 grows this into the full template model of spec 2 §3.1.
 */
export interface BlockTemplate<S extends z.ZodType = z.ZodType> {
  key: string
  name: string
  group: string
  fields: S
  /** Field symbols holding editor HTML: sanitised on save and on load (server side). */
  htmlFields?: readonly string[]
}

export const defineTemplate = <S extends z.ZodType>(template: BlockTemplate<S>) => template

/** What a block folder's `Block.tsx` exports by default: a pure renderer, props in, markup out. */
export type BlockComponent<F = Record<string, unknown>> = ComponentType<{ fields: F; context: BlockContext }>
