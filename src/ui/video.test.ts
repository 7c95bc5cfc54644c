import { describe, expect, it } from 'vitest'
import { videoSource } from './video.ts'

const youtube = (id: string) => ({
  kind: 'embed',
  provider: 'youtube',
  src: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
})

describe('videoSource (spec 1 §2 Video modal)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', youtube('dQw4w9WgXcQ')],
    ['https://youtu.be/dQw4w9WgXcQ', youtube('dQw4w9WgXcQ')],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', youtube('dQw4w9WgXcQ')],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', youtube('dQw4w9WgXcQ')],
    ['https://www.youtube.com/watch?v=not-an-id', null],
    ['https://www.youtube.com/channel/abc', null],
    ['https://vimeo.com/76979871', { kind: 'embed', provider: 'vimeo', src: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1' }],
    ['https://vimeo.com/channels/staff', null],
    ['/media/films/e7-launch.mp4', { kind: 'file', src: '/media/films/e7-launch.mp4' }],
    ['https://cdn.example.com/film.WEBM', { kind: 'file', src: 'https://cdn.example.com/film.WEBM' }],
    ['javascript:alert(1)//.mp4', null],
    ['https://example.com/brochure.pdf', null],
    ['/models/aurelia-e7', null],
  ])('%s', (url, expected) => {
    expect(videoSource(url)).toEqual(expected)
  })
})
