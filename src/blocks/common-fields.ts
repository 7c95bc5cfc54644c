import { field, options } from './fields.ts'
import { LOAD_FAILED_TEXT, TRY_AGAIN_TEXT } from './load-failed.ts'

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
}
