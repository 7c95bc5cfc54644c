/** A video the video modal can play: an embedded player page or a file for the <video> element. */
export type VideoSource = { kind: 'embed'; src: string; provider: 'youtube' | 'vimeo' } | { kind: 'file'; src: string }

const YOUTUBE_ID = /^[\w-]{11}$/

/**
 * The playable source of a video link (spec 1 §2 Video modal), or null when the URL is not a video:
 * YouTube and Vimeo pages become their privacy-friendly embed players (autoplay, as the visitor
 * asked for the video); http(s) or site-relative .mp4 / .webm files play in a <video> element.
 */
export function videoSource(url: string): VideoSource | null {
  let parsed: URL
  try {
    parsed = new URL(url, 'http://relative.invalid')
  } catch {
    return null
  }
  if (!/^https?:$/.test(parsed.protocol)) return null
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '')
  const youtubeId =
    host === 'youtu.be'
      ? parsed.pathname.slice(1)
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? ((parsed.pathname === '/watch' ? parsed.searchParams.get('v') : /^\/(?:embed|shorts)\/([^/]+)/.exec(parsed.pathname)?.[1]) ?? '')
        : null
  if (youtubeId !== null) {
    return YOUTUBE_ID.test(youtubeId)
      ? { kind: 'embed', provider: 'youtube', src: `https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1&rel=0` }
      : null
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = /^\/(?:video\/)?(\d{1,12})$/.exec(parsed.pathname)?.[1]
    return id ? { kind: 'embed', provider: 'vimeo', src: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1` } : null
  }
  if (/\.(mp4|webm)$/i.test(parsed.pathname)) return { kind: 'file', src: url }
  return null
}
