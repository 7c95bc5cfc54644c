import { describe, expect, it } from 'vitest'
import { chosenCandidates, slotWidth } from './picture-choice.ts'

describe('slotWidth', () => {
  it.each([
    [undefined, 1440, 1440],
    ['100vw', 375, 375],
    ['200vw', 1440, 2880],
    ['72px', 1440, 72],
    ['(min-width: 768px) 280px, 70vw', 1440, 280],
    ['(min-width: 768px) 280px, 70vw', 375, 262.5],
    ['(min-width: 1024px) 30vw, (min-width: 600px) 45vw, 100vw', 800, 360],
    ['(min-width: 64rem) 40vw, 100vw', 1024, 409.6],
    ['(min-width: 64rem) 40vw, 100vw', 1000, 1000],
    ['(min-width: 48em) 20rem, 60vw', 1440, 320],
    ['(max-width: 600px) 100vw, 50vw', 375, 375],
    ['(max-width: 600px) 100vw, 50vw', 1440, 720],
    ['(orientation: portrait) 100vw, 50vw', 1440, null],
    ['calc(100vw - 2rem)', 1440, null],
  ])('sizes %j at %i px is %j px', (sizes, viewport, expected) => {
    expect(slotWidth(sizes, viewport)).toBe(expected)
  })
})

describe('chosenCandidates', () => {
  const srcset = '/i/w/640 640w, /i/w/1024 1024w, /i/w/1600 1600w'
  it.each([
    ['100vw', [375], ['/i/w/640']],
    ['100vw', [1440], ['/i/w/1600']],
    ['100vw', [375, 1280, 1440], ['/i/w/640', '/i/w/1600']],
    ['200vw', [1440], ['/i/w/1600']],
    ['(min-width: 900px) 33vw, 100vw', [1440], ['/i/w/640']],
    ['(min-width: 900px) 66vw, 100vw', [1440, 375], ['/i/w/1024', '/i/w/640']],
    ['calc(100vw - 2rem)', [1440], ['/i/w/640', '/i/w/1024', '/i/w/1600']],
  ])('sizes %j at %j px loads %j', (sizes, viewports, expected) => {
    expect(chosenCandidates(srcset, sizes, viewports)).toEqual(expected)
  })

  it('gives every candidate of a srcset it cannot read (density descriptors)', () => {
    expect(chosenCandidates('/a 1x, /b 2x', '100vw', [1440])).toEqual(['/a', '/b'])
  })
})
