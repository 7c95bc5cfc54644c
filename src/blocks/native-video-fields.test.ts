import { describe, expect, it } from 'vitest'
import { nativeVideoSrc } from '~/ui/native-video.ts'
import { commonFields, NATIVE_VIDEO_PATTERN } from './common-fields.ts'

/** spec 2 §3.3 Native video / Native video background (ADR 162): the editor's check and the renderer's agree. */
describe('the native video fields', () => {
  it('take what the renderer plays, and nothing else', () => {
    const pattern = new RegExp(NATIVE_VIDEO_PATTERN)
    for (const url of ['/v/a.mp4', '/videos/ss.mp4', 'https://cdn.example.com/sites/a.webm', 'https://cdn.example.com/a.MP4?v=2'])
      expect([pattern.test(url), nativeVideoSrc(url)]).toEqual([true, url])
    for (const url of ['http://cdn.example.com/a.mp4', '//cdn.example.com/a.mp4', 'a.mp4', 'https://cdn.example.com/a.mov', '/a b.mp4'])
      expect([pattern.test(url), nativeVideoSrc(url)]).toEqual([false, null])
  })

  it('carry the pattern', () => {
    expect(commonFields.nativeVideo.attrs.pattern).toBe(NATIVE_VIDEO_PATTERN)
    expect(commonFields.nativeVideoBackground.attrs.pattern).toBe(NATIVE_VIDEO_PATTERN)
  })
})
