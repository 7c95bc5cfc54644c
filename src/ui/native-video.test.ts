import { describe, expect, it } from 'vitest'
import { backgroundVideoPlays, nativeVideoSrc } from './native-video.ts'

/** spec 2 §3.3 Native video / Native video background (ADR 162). */
describe('nativeVideoSrc', () => {
  it.each<[string, string | null]>([
    ['', null],
    ['   ', null],
    ['/videos/e7-drive.mp4', '/videos/e7-drive.mp4'],
    ['/videos/e7-drive.webm', '/videos/e7-drive.webm'],
    [' /videos/e7-drive.MP4 ', '/videos/e7-drive.MP4'],
    ['https://media.example.com/e7.mp4', 'https://media.example.com/e7.mp4'],
    ['https://media.example.com/e7.mp4?v=2', 'https://media.example.com/e7.mp4?v=2'],
    ['http://media.example.com/e7.mp4', null], // not over https: mixed content on the site
    ['//media.example.com/e7.mp4', null], // another host without its scheme
    ['videos/e7.mp4', null], // relative to the page: breaks on any other path
    ['https://media.example.com/e7.mov', null],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', null], // a video site: Content video (yt) plays those
    ['javascript:alert(1)//.mp4', null],
  ])('%j → %j', (raw, src) => {
    expect(nativeVideoSrc(raw)).toBe(src)
  })
})

describe('backgroundVideoPlays (WCAG 2.2.2, 2.3.3)', () => {
  it.each<[boolean | null, boolean, boolean]>([
    [null, false, true], // plays by itself
    [null, true, false], // still for visitors who prefer reduced motion …
    [true, true, true], // … until they press play
    [false, false, false], // paused by the visitor
    [true, false, true],
    [false, true, false],
  ])('choice %j, reduced motion %j → plays %j', (choice, reduced, plays) => {
    expect(backgroundVideoPlays(choice, reduced)).toBe(plays)
  })
})
