import { describe, expect, it } from 'vitest'
import { undecodableParameter } from './input-guard.server.ts'

describe('a query parameter that is not UTF-8 is named (ADR 108)', () => {
  it.each([
    ['q=suv', null],
    ['q=s%C3%A3o&page=2', null],
    ['q=a+b%20c', null],
    ['q=a%ED%A0%80b', 'q'],
    ['page=1&q=%FF', 'q'],
    ['%FF=1', '%FF'],
    ['q=%', 'q'],
  ])('%j → %j', (search, name) => {
    expect(undecodableParameter(search)).toBe(name)
  })
})
