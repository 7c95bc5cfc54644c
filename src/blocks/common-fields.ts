import { field, options } from './fields.ts'
import { LOAD_FAILED_TEXT, TRY_AGAIN_TEXT } from './load-failed.ts'
import { EXTERIOR_PRESET_OPTIONS, INTERIOR_PRESET_OPTIONS } from './presets-360.ts'

/** spec 2 §3.3: the common editor fields, defined once and reused by every block that has them. */
export const COLOUR_THEME_OPTIONS = options(
  ['light-theme', 'White'],
  ['grey-theme', 'Light'],
  ['dark-theme', 'Dark'],
  ['black-theme', 'Black'],
)
export const HEADER_SIZES = options(['xs', 'XS'], ['s', 'S'], ['m', 'M'], ['l', 'L'], ['xl', 'XL'])
export const HEADER_SIZES_WITH_TITLE = options(['xs', 'XS'], ['s', 'S'], ['m', 'M'], ['l', 'L'], ['xl', 'XL'], ['title', 'Title'])
export const HEADING_TAGS = options(['h1', 'H1'], ['h2', 'H2'], ['h3', 'H3'], ['h4', 'H4'], ['h5', 'H5'], ['h6', 'H6'])

/**
 * A native video's address (ADR 162): an MP4 or WebM file on this site ('/…') or on an https host
 * (the media CDN); the media library holds images only, so the file is given by its address.
 */
export const NATIVE_VIDEO_PATTERN = String.raw`^(?:/(?!/)|https://)[^\s?#]*\.(?:mp4|webm|MP4|WEBM)(?:[?#]\S*)?$`
const NATIVE_VIDEO_ATTRS = {
  pattern: NATIVE_VIDEO_PATTERN,
  patternRule: 'Give the address of an .mp4 or .webm file, on this site (/…) or https://',
  max: 2048,
  placeholder: 'https://media.example.com/e7-drive.mp4',
  tooltip: "An MP4 or WebM file on this site or an https address; the block's image is its poster.",
}

/** spec 3 §2 Stock Locator Brand (ADR 163): the market's two brands, as the stock feed spells them. */
export const STOCK_BRAND_OPTIONS = options(['', 'None'], ['Aurelia', 'Aurelia'], ['Vantor', 'Vantor'])
/** spec 2 §3.3 Stock Locator Model (ADR 163): 'None' or a nameplate, as the stock feed spells it (nameplate_name). */
export const STOCK_MODEL_OPTIONS = options(
  ['None', 'None'],
  ['E5', 'Aurelia E5'],
  ['E7', 'Aurelia E7'],
  ['GT', 'Aurelia GT'],
  ['Ridge', 'Vantor Ridge'],
  ['Summit', 'Vantor Summit'],
)

/** spec 2 §3.3 Brand family filter (ADR 163): 'All' or one of the demo range's three families (its model groups). */
export const BRAND_FAMILY_OPTIONS = options(['All', 'All'], ['E Series', 'Aurelia E Series'], ['GT', 'Aurelia GT'], ['SUV', 'Vantor SUV'])

export const DEFAULT_PARAGRAPH = '<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit.</p>'
export { LOAD_FAILED_TEXT, TRY_AGAIN_TEXT }

export const commonFields = {
  /**
   * Not in spec 2 (ADR 052): which side of a hero's picture its copy takes, so the
   * title does not sit over the car; 'auto' takes the side the picture's focal point leaves open.
   */
  copySide: field.select(
    'copy_side',
    'Copy side',
    options(['auto', "Opposite the picture's subject"], ['left', 'Left'], ['right', 'Right']),
    'auto',
    { tooltip: "Auto: on the side the picture's subject leaves open (the image's focal point); without one, as before." },
  ),
  /** spec 2 §2: every block except Inpage navigation leads with block_scroll_id. */
  blockScrollId: field.string('block_scroll_id', 'Block scroll id', '', { tooltip: 'Anchor for links to this block (#id)', max: 100 }),
  heading: field.markdown('heading', 'Title', '', { max: 1000 }),
  headerSize: field.select('header_size', 'Title font size', HEADER_SIZES, 'xl'),
  /** The variant of Title font size that adds `title` and defaults to it. */
  headerSizeWithTitle: field.select('header_size', 'Title font size', HEADER_SIZES_WITH_TITLE, 'title'),
  headerTag: field.select('header_tag', 'Title tag (SEO)', HEADING_TAGS, 'h2'),
  headerIcon: field.icon('header_icon', 'Icon title'),
  paragraph: field.markdown('paragraph', 'Paragraph', DEFAULT_PARAGRAPH),
  button: field.link('rdx-button', 'Button'),
  buttons: field.links('rdx-buttons', 'Button'),
  links: field.links('rdx-links', 'Link'),
  colNumbers: field.select('col-numbers', 'Column layout', options(['1', '1'], ['2', '2'], ['3', '3'], ['4', '4']), '3'),
  fontSize: field.select('font_size', 'Title size', options(['', 'Big'], ['small-size', 'Small']), ''),
  youtube: field.string('yt', 'Content video', '', { placeholder: 'https://www.youtube.com/watch?v=…', max: 2048 }),
  dir: field.select('dir', 'Direction', options(['ltr', 'ltr'], ['rtl', 'rtl']), 'ltr'),
  isReversed: field.bool('is_reversed', 'Reversed'),
  verticalAlignment: field.select(
    'vertical_alignment',
    'Vertical alignment',
    options(['center', 'Center'], ['top', 'Top'], ['bottom', 'Bottom']),
    'center',
  ),
  imageRatio: field.select('image-ratio', 'Image ratio', options(['16-9', '16:9'], ['16-6-5', '16:6.5']), '16-9'),
  padding: field.select(
    'padding_grid_class',
    'Padding',
    options(['', 'Default'], ['top-space-0', 'No top'], ['bottom-space-0', 'No bottom'], ['y-space-0', 'None']),
    '',
  ),
  border: field.select(
    'border_grid_class',
    'Border',
    options(['border-top', 'Top'], ['border-bottom', 'Bottom'], ['border-top-bottom', 'Top and bottom'], ['no-border', 'None']),
    'no-border',
  ),
  buttonStyle: field.select('button_style', 'Button style', options(['primary', 'Primary'], ['secondary', 'Secondary']), 'primary'),
  image: field.image(
    'rdx-image',
    'Image',
    {
      withAlt: true,
      sizes: [
        { w: 1600, h: 900 },
        { w: 1024, h: 576 },
        { w: 640, h: 360 },
      ],
    },
    { id: 24735 },
  ),
  errorMessage: field.string('error_msg', 'Loading Failed: message', LOAD_FAILED_TEXT),
  tryAgainLabel: field.string('try_again_btn_label', 'Loading Failed: button', TRY_AGAIN_TEXT),
  boxColor: field.select('box_color', 'Color theme', COLOUR_THEME_OPTIONS, 'black-theme'),
  sliderTheme: field.select(
    'slider_theme',
    'Slider theme',
    [...COLOUR_THEME_OPTIONS, { label: 'All white', value: 'all-white-theme' }] as const,
    'black-theme',
  ),
  headerFont: field.select('header_font', 'Title font', options(['primary', 'Primary'], ['secondary', 'Secondary']), 'primary'),
  /** spec 2 §3.3 Native video (ADR 162): a self-hosted video file played in place of the block's image, with controls. */
  nativeVideo: field.string('native_video', 'Native video', '', NATIVE_VIDEO_ATTRS),
  /** spec 2 §3.3 Native video background (ADR 162): a self-hosted video file behind the copy, muted and looping, with a pause button. */
  nativeVideoBackground: field.string('native_video_background', 'Native video background', '', {
    ...NATIVE_VIDEO_ATTRS,
    tooltip:
      "An MP4 or WebM file, muted and looping behind the copy; the block's image is its poster and what visitors who prefer reduced motion see until they press play.",
  }),
  /** spec 2 §3.3 Carousel view (ADR 164): adjacent_slides centres the current slide with its neighbours peeking in at the sides. */
  carouselView: field.select(
    'carousel_view_options',
    'Carousel view',
    options(['', 'Default'], ['adjacent_slides', 'Adjacent slides']),
    '',
  ),
  /** spec 2 §3.3, spec 3 §2 Stock Locator Brand (ADR 163): the brand whose stock the block shows and links to. */
  stockLocatorBrand: field.select('ci_key_brand', 'Stock Locator Brand', STOCK_BRAND_OPTIONS, ''),
  /** spec 2 §3.3, spec 3 §2 Stock Locator Model (ADR 163): 'None' or the model whose stock the block shows and links to. */
  stockLocatorModel: field.select('ci_key_model', 'Stock Locator Model', STOCK_MODEL_OPTIONS, 'None'),
  /**
   * spec 2 §3.3 Brand family filter (ADR 163): 'All' or one sub-brand family, the stock feed's
   * nameplate_model_group. It shares ci_key_model with Stock Locator Model, so a block has one or the other.
   */
  brandFamily: field.select('ci_key_model', 'Brand family filter', BRAND_FAMILY_OPTIONS, 'All'),
  /** spec 2 §3.3 Interior image presets (ADR 164): a model year's cabin panorama from the market's presets. */
  presetInterior: field.select('preset-interior', 'Interior image presets', INTERIOR_PRESET_OPTIONS, '', {
    tooltip: "A model year's cabin panorama (setting media.360_presets); it replaces the panorama chosen here.",
  }),
  /** spec 2 §3.3 Exterior image presets (ADR 164): a model year's turntable frames from the market's presets. */
  presetExterior: field.select('preset-exterior', 'Exterior image presets', EXTERIOR_PRESET_OPTIONS, '', {
    tooltip: "A model year's turntable frames (setting media.360_presets); they replace the frames chosen here.",
  }),
}
