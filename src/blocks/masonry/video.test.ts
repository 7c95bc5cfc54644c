import { describe, expect, it } from 'vitest'
import { masonryVideo } from './video.ts'

const youtube = (autoplay: 0 | 1) => ({
  kind: 'embed',
  provider: 'youtube',
  src: `https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=${autoplay}&rel=0`,
})

describe('spec 2 §3.8 Masonry: what the video URL plays in', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', true, youtube(1)],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', false, youtube(0)], // disable_autoplay: opens paused
    ['  https://youtu.be/dQw4w9WgXcQ  ', true, youtube(1)],
    [
      'https://vimeo.com/76979871',
      true,
      { kind: 'embed', provider: 'vimeo', src: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1' },
    ],
    [
      'https://vimeo.com/76979871',
      false,
      { kind: 'embed', provider: 'vimeo', src: 'https://player.vimeo.com/video/76979871?autoplay=0&dnt=1' },
    ],
    ['/media/films/e7-launch.mp4', true, { kind: 'file', src: '/media/films/e7-launch.mp4' }],
    ['https://cdn.example.com/films/ridge.webm', false, { kind: 'file', src: 'https://cdn.example.com/films/ridge.webm' }],
    ['https://www.example.com/films/ridge', true, { kind: 'link', href: 'https://www.example.com/films/ridge' }],
    ['https://www.youtube.com/watch?v=short', true, { kind: 'link', href: 'https://www.youtube.com/watch?v=short' }],
    ['', true, null],
    ['   ', true, null],
    ['javascript:alert(1)', true, null],
    ['data:video/mp4;base64,AAAA', true, null],
    ['/about', true, null],
    ['http://[::1', true, null],
  ])('%s (autoplay %s) → %o', (url, autoplay, expected) => {
    expect(masonryVideo(url, autoplay)).toEqual(expected)
  })
})
