import { link, type BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    intro_image: { id: 1029 },
    pack_urban_link: link('See the Urban pack', '/offers'),
    pack_family_link: link('See the Family pack', '/offers'),
    pack_adventure_link: link('See the Adventure pack', '/offers'),
    pack_pet_link: link('See the Pet pack', '/offers'),
    pack_winter_link: link('See the Winter pack', '/offers'),
    box_color: 'light-theme',
  },
} satisfies BlockSample
