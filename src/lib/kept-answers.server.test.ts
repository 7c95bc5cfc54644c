import { describe, expect, it, vi } from 'vitest'
import { keptAnswers } from './kept-answers.server.ts'

describe('kept answers', () => {
  it('asks once per question for a while, shares a request in flight, and asks again after the time', async () => {
    let now = 0
    const keep = keptAnswers({ ttlMs: 1000, max: 10, now: () => now })
    const ask = vi.fn(async () => 'answer')
    const [a, b] = await Promise.all([keep('q', ask), keep('q', ask)])
    expect([a, b]).toEqual(['answer', 'answer'])
    expect(ask).toHaveBeenCalledTimes(1)
    now = 999
    await keep('q', ask)
    expect(ask).toHaveBeenCalledTimes(1)
    now = 1000
    await keep('q', ask)
    expect(ask).toHaveBeenCalledTimes(2)
  })

  it('keeps no failure: a rejection or an answer said to be one', async () => {
    const keep = keptAnswers({ ttlMs: 1000, max: 10, failed: (answer) => answer === null })
    const failing = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(null).mockResolvedValue('ok')
    await expect(keep('q', failing)).rejects.toThrow('down')
    expect(await keep('q', failing)).toBeNull()
    expect(await keep('q', failing)).toBe('ok')
    expect(await keep('q', failing)).toBe('ok')
    expect(failing).toHaveBeenCalledTimes(3)
  })

  it('holds at most `max` questions, the oldest going first', async () => {
    const keep = keptAnswers({ ttlMs: 1000, max: 2 })
    const ask = vi.fn(async () => 1)
    for (const key of ['a', 'b', 'c', 'a']) await keep(key, ask)
    expect(ask).toHaveBeenCalledTimes(4)
  })
})
