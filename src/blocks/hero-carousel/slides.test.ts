import { describe, expect, it } from 'vitest'
import { playableUrl, slideDuration, slideVideo, visibleSlideCount } from './slides.ts'

describe('spec 2 §4 Hero carousel: slide duration', () => {
  it.each([
    // slide_duration_limit, slide_duration → ms
    [null, 6000, 6000],
    [null, 8000, 8000],
    [4000, 8000, 4000],
    [12_000, 6000, 12_000],
    [0, 7000, 7000],
    [null, null, 6000],
    [null, 0, 6000],
    [Number.NaN, Number.NaN, 6000],
  ])('slide %s, block %s lasts %i ms', (slideLimit, blockDuration, expected) => {
    expect(slideDuration(slideLimit, blockDuration)).toBe(expected)
  })
})

describe('spec 2 §3.7 Hero carousel: 4 slides on touch devices', () => {
  it.each([
    // total, limit on, touch → shown
    [6, true, true, 4],
    [6, true, false, 6],
    [6, false, true, 6],
    [3, true, true, 3],
    [4, true, true, 4],
    [0, true, true, 0],
  ])('%i slides, limit %s, touch %s: %i shown', (total, limit, touch, expected) => {
    expect(visibleSlideCount(total, limit, touch)).toBe(expected)
  })
})

describe('spec 2 §3.7, §5 Hero carousel: which video on which viewport', () => {
  const slide = (video_bg = '', video_desktop = '', video_mobile = '') => ({ video_bg, video_desktop, video_mobile })
  it.each([
    // slide, viewport, has_mobile_video → video
    [slide('/v/bg.mp4'), 'desktop', true, '/v/bg.mp4'],
    [slide('/v/bg.mp4', '/v/desk.mp4'), 'desktop', true, '/v/desk.mp4'],
    [slide('', '/v/desk.mp4', '/v/mob.mp4'), 'desktop', true, '/v/desk.mp4'],
    [slide('', '', '/v/mob.mp4'), 'desktop', true, null],
    [slide('', '/v/desk.mp4', '/v/mob.mp4'), 'mobile', true, '/v/mob.mp4'],
    [slide('', '/v/desk.mp4', '/v/mob.mp4'), 'mobile', false, null],
    [slide('/v/bg.mp4', '/v/desk.mp4'), 'mobile', true, null],
    [slide(), 'desktop', true, null],
    [slide('javascript:alert(1)'), 'desktop', true, null],
  ] as const)('%o on %s (mobile video %s) plays %s', (videos, viewport, hasMobileVideo, expected) => {
    expect(slideVideo(videos, viewport, hasMobileVideo)).toBe(expected)
  })

  it.each([
    ['https://cdn.example.com/hero.mp4', 'https://cdn.example.com/hero.mp4'],
    ['  /media/videos/hero.webm ', '/media/videos/hero.webm'],
    ['http://cdn.example.com/a.mp4', 'http://cdn.example.com/a.mp4'],
    ['//cdn.example.com/a.mp4', null],
    ['data:video/mp4;base64,AAAA', null],
    ['javascript:alert(1)', null],
    ['hero.mp4', null],
    ['', null],
  ])('playable URL %j → %j', (url, expected) => {
    expect(playableUrl(url)).toBe(expected)
  })
})
