import { link, type BlockSample } from '../sample.ts'

export const sample = {
  fields: { read_more: 'Read more', pagination_text: 'of %' },
  groups: [{ link: link('Current offers', '/offers', 'tertiary') }, { link: link('Book a test drive', '/test-drive', 'tertiary') }],
} satisfies BlockSample
