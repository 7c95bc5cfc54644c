import { describe, expect, it } from 'vitest'
import { isEmailAddress } from './email.ts'

describe('isEmailAddress', () => {
  it.each([
    ['anna@example.com', true],
    ['anna.b+leads@mail.example.co.uk', true],
    ["o'neil@example.ie", true],
    ['josé@correo.example.es', true],
    ['سارة@مثال.امارات', true],
    ['anna@xn--bcher-kva.example', true],
    [`${'a'.repeat(64)}@example.com`, true],
    [`anna@${'a'.repeat(63)}.com`, true],
    ['', false],
    ['anna', false],
    ['@example.com', false],
    ['anna@', false],
    ['anna@example', false],
    ['anna@example..com', false],
    ['anna@.example.com', false],
    ['anna@example.com.', false],
    ['anna@-example.com', false],
    ['anna@example-.com', false],
    ['anna@example.c', false],
    ['anna@example.123', false],
    ['anna@exa_mple.com', false],
    ['.anna@example.com', false],
    ['anna.@example.com', false],
    ['an..na@example.com', false],
    ['an na@example.com', false],
    ['anna@exa mple.com', false],
    ['anna@b@example.com', false],
    ['<anna@example.com>', false],
    ['anna\u0000@example.com', false],
    [`${'a'.repeat(65)}@example.com`, false],
    [`${'a'.repeat(300)}@example.com`, false],
    [`anna@${'a'.repeat(64)}.com`, false],
    [`anna@${'a.'.repeat(125)}com`, false],
  ])('%j → %j', (address, valid) => {
    expect(isEmailAddress(address)).toBe(valid)
  })
})
