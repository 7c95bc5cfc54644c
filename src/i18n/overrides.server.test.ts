import { describe, expect, it } from 'vitest'
import { messageOverridesProblem } from './overrides.server.ts'

/** ADR 119: a market's own wording is checked id by id before it is stored. */
describe('messageOverridesProblem', () => {
  it.each([
    [{}, null],
    [{ 'shell.menu': 'Navigate' }, null],
    [{ 'shell.home': 'Home of {site}' }, null],
    [{ 'shell.home': 'Home' }, null],
    [{ 'stock.filters.title': "Refine ''your'' search" }, null],
    [{ 'shell.nope': 'x' }, 'i18n.messages: "shell.nope" is not a message id of the catalogue'],
    [{ menu: 'x' }, 'i18n.messages: "menu" is not a message id of the catalogue'],
    [
      { 'shell.menu': 'ok', 'stock.list.results': 'Showing {shown' },
      /^i18n\.messages: "stock\.list\.results" is not valid ICU MessageFormat \(/,
    ],
    [
      { 'shell.home': '{site, plural, one {x} other {y}}' },
      'i18n.messages: "shell.home" may use {name} arguments only, no plural, select, number or date',
    ],
    [{ 'shell.home': 'Home of {brand}' }, 'i18n.messages: "shell.home" uses {brand}, which the message does not take ({site})'],
    [{ 'shell.menu': 'Menu {x}' }, 'i18n.messages: "shell.menu" uses {x}, which the message does not take (none)'],
  ])('%j → %s', (overrides, expected) => {
    const problem = messageOverridesProblem(overrides)
    if (expected instanceof RegExp) expect(problem).toMatch(expected)
    else expect(problem).toBe(expected)
  })
})
