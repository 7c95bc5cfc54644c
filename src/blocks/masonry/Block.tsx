import { useUiTexts } from '~/i18n/ui-texts.ts'
import { ConsentGate } from '~/consent/ConsentGate.tsx'
import { useEffect, useRef, useState } from 'react'
import { Image } from '~/ui/Image.tsx'
import { isLinkShown } from '~/ui/links.ts'
import { LinkButton } from '~/ui/Links.tsx'
import type { ImageValue } from '../fields.ts'
import type { BlockContext } from '../template.ts'
import type { MasonryFields } from './template.ts'
import { masonryVideo } from './video.ts'
import styles from './Masonry.module.css'

const TILE_SIZES = '(min-width: 900px) 33vw, 100vw'

/**
 * spec 2 §3.8 Masonry: the title, text and button over a mosaic of three images and a video,
 * the video on top or at the bottom (img_video_grid). The video shows its cover image and a play
 * button; the player (and so any request to the video site) is created only when pressed.
 */
export default function Masonry({ fields, context }: { fields: MasonryFields; groups: unknown[]; context: BlockContext }) {
  const Heading = fields.header_tag
  const button = fields['rdx-button']
  const images = [fields.image_1, fields.image_2, fields.image_3]
  const tile = (image: ImageValue | null, i: number) =>
    image && (
      <div key={i} className={`${styles.tile} ${styles[`image${i + 1}`]}`}>
        <Image
          className={styles.media}
          id={image.id}
          alt={image.alt ?? ''}
          eager={context.eagerImages}
          ratio={i === 0 ? '4:5' : '8:9'}
          sizes={TILE_SIZES}
        />
      </div>
    )
  return (
    <section className={styles.masonry}>
      <div className={styles.inner}>
        {(fields.heading || fields.paragraph || (button && isLinkShown(button))) && (
          <div className={styles.copy}>
            {fields.heading && <Heading className="fc-heading fc-heading--l" dangerouslySetInnerHTML={{ __html: fields.heading }} />}
            {fields.paragraph && <div className="fc-prose" dangerouslySetInnerHTML={{ __html: fields.paragraph }} />}
            {button && isLinkShown(button) && <LinkButton link={button} />}
          </div>
        )}
        <div className={`${styles.grid} ${fields.img_video_grid === 'video-bottom' ? styles.videoBottom : styles.videoTop}`}>
          <VideoTile
            url={fields.yt}
            autoplay={!fields.disable_autoplay}
            cover={fields.image_video_placeholder}
            uiTheme={fields.video_ui_theme}
            eager={context.eagerImages}
          />
          {images.map(tile)}
        </div>
      </div>
    </section>
  )
}

function VideoTile(props: { url: string; autoplay: boolean; cover: ImageValue | null; uiTheme: string; eager: boolean }) {
  const [playing, setPlaying] = useState(false)
  const ui = useUiTexts()
  const playerRef = useRef<HTMLIFrameElement & HTMLVideoElement>(null)
  const source = masonryVideo(props.url, props.autoplay)
  useEffect(() => {
    if (playing) playerRef.current?.focus()
  }, [playing])
  if (!source && !props.cover) return null

  const cover = props.cover && (
    <Image
      className={styles.media}
      id={props.cover.id}
      alt={props.cover.alt ?? ''}
      eager={props.eager}
      sizes="(min-width: 900px) 66vw, 100vw"
    />
  )
  return (
    <div className={`${styles.tile} ${styles.video}`} data-ui={props.uiTheme}>
      {playing && source?.kind === 'embed' && (
        // Another site's player: it waits for consent to optional cookies (spec 1 §4).
        <ConsentGate className={styles.player}>
          <iframe
            ref={playerRef}
            className={styles.player}
            src={source.src}
            title={ui.video}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </ConsentGate>
      )}
      {playing && source?.kind === 'file' && (
        <video ref={playerRef} className={styles.player} src={source.src} controls playsInline autoPlay={props.autoplay} />
      )}
      {!playing && cover}
      {!playing && (source?.kind === 'embed' || source?.kind === 'file') && (
        <button type="button" className={styles.play} aria-label={ui.playVideo} onClick={() => setPlaying(true)}>
          <span aria-hidden="true" className={styles.playIcon} />
        </button>
      )}
      {source?.kind === 'link' && (
        <a className={styles.play} href={source.href} target="_blank" rel="noopener noreferrer" aria-label={ui.watchVideoNewTab}>
          <span aria-hidden="true" className={styles.playIcon} />
        </a>
      )}
    </div>
  )
}
