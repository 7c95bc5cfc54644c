import type { TemplateKey } from './registry.ts'

/** Example content for a block: what an editor would plausibly enter. */
export interface BlockSample {
  fields: Record<string, unknown>
  groups?: Record<string, unknown>[]
  /** Blocks the gallery shows right after this one, for a block that works on others (the Derivatives a filter filters). */
  with?: { template: TemplateKey; fields: Record<string, unknown>; groups?: Record<string, unknown>[] }[]
}

const link = (link_text: string, url: string, ui_type: 'primary' | 'secondary' | 'tertiary' = 'primary') => ({
  type: 'internal',
  url,
  link_text,
  target: '_self',
  ui_type,
})

/**
 * One realistic sample per template, on the demo market's images (demo/media). The block gallery
 * of the end-to-end tests renders each of them in every colour theme and right-to-left;
 * samples.test.ts checks that each one is valid content for its template.
 */
export const blockSamples: Partial<Record<TemplateKey, BlockSample>> = {
  'hero-title-banner': {
    fields: {
      'rdx-image': { id: 24735, alt: 'An Aurelia electric car on a coast road at sunset' },
      heading: 'Electric, elevated.',
      paragraph: 'Up to 402 miles of range and a cabin so quiet you hear the road only when you want to.',
      button: link('Discover the E7', '/models/aurelia-e7'),
    },
  },
  'html-box': {
    fields: {
      html: '<h2>Eight years of cover</h2><p>Every Aurelia battery is covered for eight years or 100,000 miles, whichever comes first.</p>',
    },
  },
  quote: {
    fields: {
      quote: 'The E7 is the most relaxing long-distance car we have driven this year.',
      author: 'Maya Okafor',
      author_position: 'Road test editor, Drive Weekly',
    },
  },
  'quote-slider': {
    fields: {},
    groups: [
      { quote: 'A cabin so quiet you can hear the map turn.', author: 'Jonas Lind', author_position: 'Motoring journalist' },
      { quote: 'The Summit simply refuses to be stopped by weather.', author: 'Ana Ruiz', author_position: 'Mountain guide' },
      { quote: 'Charging at home overnight changed how our family drives.', author: 'Priya Shah', author_position: 'Aurelia E5 owner' },
    ],
  },
  'content-group': {
    fields: {
      heading: 'Charging made simple',
      paragraph: '<p>A home charger fitted free, and access to more than 30,000 public charge points with one card.</p>',
      'rdx-buttons': [link('Find out more', '/about')],
      'rdx-links': [link('Charging costs explained', '/news/coast-road-on-one-charge', 'tertiary')],
    },
  },
  'image-box': {
    fields: {
      top_paragraph: '<p><strong>Car of the Year 2026</strong> — the Aurelia E7, chosen by 60 motoring journalists from 23 countries.</p>',
      'rdx-image': { id: 1004, alt: 'Aurelia E7 under studio lights' },
    },
  },
  snippet: {
    fields: {
      section_class: 'disclaimer',
      paragraph: '<p>Range figures are WLTP combined. Real-world range depends on speed, temperature and equipment.</p>',
    },
  },
  'hero-title-banner-tall': {
    fields: {
      'rdx-image': { id: 1011, alt: 'An Aurelia driving through the city at night' },
      heading: 'The Aurelia E9 is coming',
      paragraph: 'Our most powerful saloon yet: 560 kW, four-wheel steering and 420 miles of range.',
      button: link('Register your interest', '/contact'),
      copy_alignment_class: 'top',
      timer_date: '2030-09-01T09:00+04:00',
      timer_title: 'Order books open in',
      timer_ended_text: 'Order books are open.',
    },
  },
  'text-steps': {
    fields: {
      heading: 'Your Aurelia, ordered online',
      paragraph: '<p>From configuration to keys in three steps — with a retailer at your side whenever you want one.</p>',
    },
    groups: [
      {
        title: 'Configure',
        paragraph: '<p>Choose the model, colour and equipment. Your price updates as you go.</p>',
        'rdx-link': link('Start configuring', '/models/aurelia-e7', 'tertiary'),
      },
      { title: 'Reserve', paragraph: '<p>Secure your car with a fully refundable £500 deposit.</p>' },
      {
        title: 'Finance',
        paragraph: '<p>Get a personal finance quote and a decision in minutes.</p>',
        'rdx-link': link('Finance explained', '/finance', 'tertiary'),
      },
      { title: 'Collect', paragraph: '<p>Pick your car up at your retailer, or have it delivered to your door.</p>' },
    ],
  },
  'sign-post': {
    fields: { heading: 'Where to next?', 'col-numbers': '3' },
    groups: [
      {
        image: { id: 1009, alt: 'Two cars side by side in a showroom' },
        title: 'Current offers',
        text: 'Finance and trade-in offers on every Aurelia and Vantor.',
        link: link('See the offers', '/offers', 'tertiary'),
      },
      {
        image: { id: 1005, alt: 'An Aurelia charging at dusk outside a house' },
        title: 'Charging at home',
        text: 'A home charger fitted free with every electric Aurelia.',
        link: link('How charging works', '/about', 'tertiary'),
      },
      {
        image: { id: 1010, alt: 'The interior of a retailer showroom' },
        title: 'Find a retailer',
        text: 'Test drives, service and advice near you.',
        link: link('Contact a retailer', '/contact', 'tertiary'),
      },
    ],
  },
  'parallax-image': {
    fields: {},
    groups: [
      {
        'rdx-image': { id: 1012, alt: 'A winding coast road at golden hour' },
        heading: 'Made for the coast road',
        paragraph: '<p>Adaptive air suspension reads the road ahead and settles every corner.</p>',
        speed: 'slow',
      },
      {
        'rdx-image': { id: 1006, alt: 'Vantor Ridge SUV on a mountain track' },
        heading: 'And for the track beyond it',
        paragraph: '<p>Low range, hill descent control and 500 mm of wading depth.</p>',
        speed: 'medium',
      },
      {
        'rdx-image': { id: 1011, alt: 'An Aurelia driving through the city at night' },
        heading: 'Home by nightfall',
        paragraph: '<p>Matrix LED headlights light the road, never the oncoming driver.</p>',
        speed: 'fast',
      },
    ],
  },
  'electrifying-power': {
    fields: { image: { id: 1003, alt: 'Aurelia GT coupé in copper' } },
    groups: [
      { tagline: 'Up to', title: '560 <small>kW</small>', disclaimer: '<p>Combined output of both motors with launch control.</p>' },
      { tagline: '0–62 mph in', title: '3.2 <small>s</small>' },
      { tagline: 'Range up to', title: '420 <small>miles</small>', disclaimer: '<p>WLTP combined. Real-world range varies.</p>' },
    ],
  },
  'content-blocks': {
    fields: { 'mobile-slider': true },
    groups: [
      {
        image: { id: 1004, alt: 'Aurelia E7 under studio lights' },
        'image-link': { type: 'external', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', target: '_self' },
        video_header: 'The E7 in two minutes',
        video_description: 'Design, range and the cabin, in the studio.',
        title: 'Meet the E7',
        text: '<p>The long-distance saloon with a whisper-quiet cabin.</p>',
        link: link('Explore the E7', '/models/aurelia-e7', 'secondary'),
      },
      {
        image: { id: 1005, alt: 'An Aurelia charging at dusk outside a house' },
        'image-link': link('', '/about'),
        title: 'Charge at home',
        text: '<p>A home charger fitted free, and 30,000 public charge points on one card.</p>',
        link: link('Charging explained', '/about', 'secondary'),
      },
      {
        image: { id: 1013, alt: 'Designers sketching a new model' },
        title: 'Designed in-house',
        text: '<p>Every Aurelia starts as a pencil sketch in our studio.</p>',
        link: link('Our story', '/about', 'secondary'),
      },
      {
        image: { id: 1007, alt: 'Vantor Summit 4x4 in orange on a snowy pass' },
        title: 'Vantor Summit',
        text: '<p>Built for snow.</p>',
        link: link('Discover the Summit', '/models/vantor-summit', 'secondary'),
      },
    ],
  },
  'specification-glance': {
    fields: {},
    groups: [
      { heading: 'Range', number_heading: '402 miles', disclaimer: '<p>WLTP combined</p>' },
      { heading: '0–62 mph', number_heading: '4.5 s' },
      { heading: 'Charging 10–80%', number_heading: '22 min' },
      { heading: 'Power', number_heading: '300 kW' },
    ],
  },
  'range-component': {
    fields: {
      image: { id: 1002, alt: 'Aurelia E7 saloon in deep blue' },
      heading: 'Aurelia E7',
      paragraph: '<p>The long-distance saloon with air suspension and a whisper-quiet cabin.</p>',
      heading_2: 'Saloon',
      code: '<dl><dt>Range</dt><dd>402 miles</dd><dt>Power</dt><dd>300 kW</dd></dl>',
      'rdx-link': link('Explore the E7', '/models/aurelia-e7'),
    },
  },
  accordion: {
    fields: {
      color_theme: 'light-theme',
      has_schema: true,
      open_all_label: 'Open all',
      close_all_label: 'Close all',
    },
    groups: [
      {
        accordion_title: 'How far can the Aurelia E7 travel on a single charge?',
        accordion_content:
          '<p>Up to 610 km on the WLTP combined cycle with the Long Range battery. Real-world range depends on speed, temperature and how you use climate control.</p>',
      },
      {
        accordion_title: 'How quickly does it charge?',
        accordion_content:
          '<p>At a 350 kW public charger the E7 goes from 10 to 80% in about 18 minutes. Overnight on an 11 kW home wall box it charges fully in under nine hours.</p>',
      },
      {
        accordion_title: 'Is a home charger included?',
        accordion_content:
          '<p>Every new Aurelia comes with a home wall box and standard installation by our certified partner, arranged by your retailer.</p>',
      },
      {
        accordion_title: 'What does the battery warranty cover?',
        accordion_content:
          '<p>The high-voltage battery is covered for 8 years or 160,000 km, whichever comes first, against capacity falling below 70%.</p>',
      },
    ],
  },
  'in-page-navigation': {
    fields: {
      goTopShort: 'TOP',
      link: {
        type: 'internal',
        url: '/contact',
        link_text: 'Book a test drive',
        ui_type: 'primary',
        target: '_self',
      },
    },
    groups: [
      {
        label: 'Design',
        blockId: 'design',
      },
      {
        label: 'Range',
        blockId: 'range',
      },
      {
        label: 'Charging',
        blockId: 'charging',
      },
      {
        label: 'Specifications',
        blockId: 'specifications',
      },
    ],
  },
  'section-tabs': {
    fields: {
      block_scroll_id: 'models',
      copy_position: 'top',
      has_modal: true,
      modal_title: 'Choose your model',
    },
    groups: [
      {
        blocks_count: 1,
        tab_label: 'E5',
        tab_id: 'e5',
        group_title: 'Aurelia E5',
        group_paragraph: '<p>The compact electric hatchback, made for the city and comfortable on the open road.</p>',
        modal_tab_title: 'Aurelia E5',
        modal_tab_subtitle: 'Compact hatchback, up to 420 km',
        modal_tab_image: {
          id: 1001,
          alt: 'Aurelia E5 hatchback in pearl white',
        },
      },
      {
        blocks_count: 1,
        tab_label: 'E7',
        tab_id: 'e7',
        group_title: 'Aurelia E7',
        group_paragraph: '<p>Our flagship saloon: quiet, spacious and able to cover 610 km on a single charge.</p>',
        modal_tab_title: 'Aurelia E7',
        modal_tab_subtitle: 'Executive saloon, up to 610 km',
        modal_tab_image: {
          id: 1002,
          alt: 'Aurelia E7 saloon in deep blue',
        },
      },
      {
        blocks_count: 1,
        tab_label: 'GT',
        tab_id: 'gt',
        group_title: 'Aurelia GT',
        group_paragraph: '<p>A two-door grand tourer with 580 kW and 0–100 km/h in 2.9 seconds.</p>',
        modal_tab_title: 'Aurelia GT',
        modal_tab_subtitle: 'Grand tourer coupé',
        modal_tab_image: {
          id: 1003,
          alt: 'Aurelia GT coupé in copper',
        },
      },
    ],
  },
  'image-tabs': {
    fields: {
      block_scroll_id: 'vantor-range',
      has_lazyload: false,
      theme: 'black-theme',
    },
    groups: [
      {
        image: {
          id: 1006,
          alt: 'Vantor Ridge SUV on a mountain track',
        },
        blocks_count: 2,
        tab_label: 'Vantor Ridge',
        tab_id: 'ridge',
      },
      {
        image: {
          id: 1007,
          alt: 'Vantor Summit 4x4 in orange on a snowy pass',
        },
        blocks_count: 2,
        tab_label: 'Vantor Summit',
        tab_id: 'summit',
      },
      {
        image: {
          id: 1008,
          alt: 'A Vantor 4x4 on a forest road',
        },
        blocks_count: 1,
        tab_label: 'Off-road packs',
        tab_id: 'off-road',
      },
    ],
  },
  'specification-accordion': {
    fields: {
      block_scroll_id: 'specifications',
      model_key: 'e7-24my',
      model_key_additional: '',
      selectModelLabel: 'Select model',
      selectEngineLabel: 'Select engine',
      selectSpecificationLabel: 'Select specification',
      viewSpecificationLabel: 'View specification',
    },
    groups: [
      {
        title: 'Performance',
        content:
          '<table><tbody><tr><th>Power</th><td>400 kW (544 PS)</td></tr><tr><th>Torque</th><td>720 Nm</td></tr><tr><th>0–100 km/h</th><td>4.1 s</td></tr><tr><th>Top speed</th><td>210 km/h</td></tr></tbody></table>',
      },
      {
        title: 'Battery and charging',
        content:
          '<table><tbody><tr><th>Usable capacity</th><td>98 kWh</td></tr><tr><th>Range (WLTP)</th><td>up to 610 km</td></tr><tr><th>DC charging, 10–80%</th><td>18 min at 350 kW</td></tr><tr><th>AC charging</th><td>11 kW, 0–100% in 8 h 45 min</td></tr></tbody></table>',
      },
      {
        title: 'Dimensions',
        content:
          '<table><tbody><tr><th>Length</th><td>4,980 mm</td></tr><tr><th>Width (mirrors folded)</th><td>1,960 mm</td></tr><tr><th>Height</th><td>1,440 mm</td></tr><tr><th>Boot volume</th><td>520 l</td></tr></tbody></table>',
      },
    ],
  },
  'model-summary': {
    fields: {
      block_scroll_id: 'aurelia-e7-derivatives',
      car_key: 'e7-24my',
      engine_key: 'e7-long-range',
      model: 'Aurelia E7',
      bodystyle: 'Saloon',
      tab_id: 'e7-saloon',
      'rdx-button': link('Build your E7', '/models/aurelia-e7'),
      link: link('Book a test drive', '/contact', 'secondary'),
      'rdx-links-2': [link('Compare the range', '/models', 'tertiary')],
      standard_equipment_information_label: 'Standard equipment',
      standard_equipment_information_content:
        '<ul><li>20-inch alloy wheels</li><li>Adaptive air suspension</li><li>Heated front seats and steering wheel</li><li>15-inch touchscreen with navigation</li><li>Heat pump and battery preconditioning</li></ul>',
    },
    groups: [
      {
        image: { id: 1002, alt: 'Aurelia E7 saloon in deep blue' },
        name: 'E7 Long Range',
        features: '<ul><li>Up to 402 miles of range</li><li>Rear-wheel drive</li><li>Panoramic glass roof</li></ul>',
      },
      {
        image: { id: 1004, alt: 'Aurelia E7 under studio lights' },
        name: 'E7 Dual Motor',
        engine_key: 'e7-dual-motor',
        features: '<ul><li>All-wheel drive</li><li>360 kW</li><li>Towing up to 1,600 kg</li></ul>',
      },
      {
        image: { id: 1011, alt: 'An Aurelia driving through the city at night' },
        name: 'E7 Performance',
        engine_key: 'e7-performance',
        features: '<ul><li>480 kW and launch control</li><li>Performance brakes</li><li>21-inch wheels</li></ul>',
      },
    ],
  },
  'model-summary-filters': {
    fields: { selectBodystyle: 'Select body style', selectModel: 'Select model', submit: 'Show derivatives', allLabel: 'All' },
    with: [
      {
        template: 'model-summary',
        fields: {
          car_key: 'e5-24my',
          engine_key: 'e5-standard',
          model: 'Aurelia E5',
          bodystyle: 'Hatchback',
          tab_id: 'e5-hatchback',
          has_columns: true,
          spec_key_1: 'range',
          spec_key_3: 'price',
          spec_label_3: 'From',
          'rdx-button': link('Explore the E5', '/models/aurelia-e5'),
        },
        groups: [
          {
            image: { id: 1001, alt: 'Aurelia E5 hatchback in pearl white' },
            features: '<ul><li>Up to 285 miles of range</li><li>Heat pump</li></ul>',
          },
          {
            image: { id: 1005, alt: 'An Aurelia charging at dusk outside a house' },
            engine_key: 'e5-long-range',
            features: '<ul><li>Up to 340 miles of range</li><li>77 kWh battery</li></ul>',
          },
        ],
      },
      {
        template: 'model-summary',
        fields: {
          car_key: 'gt-24my',
          engine_key: 'gt-dual-motor',
          model: 'Aurelia GT',
          bodystyle: 'Coupé',
          tab_id: 'gt-coupe',
          'rdx-button': link('Explore the GT', '/models/aurelia-gt'),
        },
        groups: [
          {
            image: { id: 1003, alt: 'Aurelia GT coupé in copper' },
            name: 'GT Dual Motor',
            features: '<ul><li>560 kW</li><li>0–100 km/h in 3.2 s</li><li>2+2 seats</li></ul>',
          },
        ],
      },
    ],
  },
  'compare-images': {
    fields: {
      heading: 'Golden hour to city lights',
      paragraph:
        '<p>Adaptive matrix headlights shape the beam around every car ahead, so the E7 sees as far after dark as it does at sunset. Drag the divider to go from the coast road to the city at night.</p>',
      image_before_sidebar: {
        id: 1012,
        alt: 'A winding coast road at golden hour',
      },
      image_after_sidebar: {
        id: 1011,
        alt: 'An Aurelia driving through the city at night',
      },
      image_before: {
        id: 1012,
        alt: 'A winding coast road at golden hour',
      },
      image_after: {
        id: 1011,
        alt: 'An Aurelia driving through the city at night',
      },
      'rdx-link': {
        type: 'internal',
        url: '/models/aurelia-e7',
        link_text: 'Discover the E7',
        ui_type: 'primary',
        target: '_self',
      },
    },
  },
  'exterior-360': {
    fields: {
      heading: 'Every angle of the range',
      paragraph:
        '<p>Drag, use the slider or the arrow keys to turn the view and meet the Aurelia family: the E5 hatchback, the E7 saloon and the GT coupé.</p>',
      slider_theme: 'all-white-theme',
    },
    groups: [
      {
        image: {
          id: 1001,
          alt: 'Aurelia E5 hatchback in pearl white',
        },
      },
      {
        image: {
          id: 1002,
          alt: 'Aurelia E7 saloon in deep blue',
        },
      },
      {
        image: {
          id: 1003,
          alt: 'Aurelia GT coupé in copper',
        },
      },
      {
        image: {
          id: 1004,
          alt: 'Aurelia E7 under studio lights',
        },
      },
    ],
  },
  'interior-360': {
    fields: {
      heading: 'Step inside our Warsaw showroom',
      paragraph: '<p>Look around before you visit: every model on display, a quiet lounge and a charging bay for test drives.</p>',
      box_color: 'dark-theme',
      'rdx-image': {
        id: 1010,
        alt: 'The interior of a retailer showroom',
      },
      reset_label: 'RESET VIEW',
    },
  },
  'tabbed-component': {
    fields: {
      heading: 'Vantor Summit, inside and out',
    },
    groups: [
      {
        tab_label: 'Off-road',
        component_type: 'hero-slider',
        'rdx-image': {
          id: 1007,
          alt: 'Vantor Summit 4x4 in orange on a snowy pass',
        },
      },
      {
        tab_label: 'Exterior 360',
        component_type: 'exterior360',
        frames: [
          {
            id: 1006,
            alt: 'Vantor Ridge SUV on a mountain track',
          },
          1007,
          1008,
        ],
      },
      {
        tab_label: 'Showroom 360',
        component_type: 'interior-360',
        'rdx-image': {
          id: 1010,
          alt: 'The interior of a retailer showroom',
        },
      },
    ],
  },
  'hotspots-container': {
    fields: {
      'rdx-image': {
        id: 1004,
        alt: 'Aurelia E7 under studio lights',
      },
      side_box_color: 'light-theme',
      hotspots: [
        {
          x: 18,
          y: 58,
          title: 'Matrix LED headlights',
          text: '84 individually dimmed LEDs light the road without dazzling oncoming drivers.',
        },
        {
          x: 34,
          y: 74,
          title: '21-inch aero wheels',
          text: 'Closed spokes cut drag and add up to 12 miles of range.',
        },
        {
          x: 78,
          y: 52,
          title: 'Charging port',
          text: '800-volt charging: 10 to 80% in 22 minutes on a rapid charger.',
        },
        {
          x: 55,
          y: 30,
          title: 'Panoramic glass roof',
          text: 'Tinted and heat-reflecting, so the cabin stays cool on summer days.',
        },
      ],
    },
  },
  masonry: {
    fields: {
      heading: 'Built for the long way round',
      paragraph: '<p>Snowy passes, forest tracks and mountain roads: three days in the Alps with the Vantor range.</p>',
      'rdx-button': {
        type: 'internal',
        url: '/models/vantor-summit',
        link_text: 'Discover the Summit',
        ui_type: 'primary',
        target: '_self',
      },
      img_video_grid: 'video-top',
      video_ui_theme: 'light-theme',
      yt: '',
      image_video_placeholder: {
        id: 1007,
        alt: 'Vantor Summit 4x4 in orange on a snowy pass',
      },
      image_1: {
        id: 1006,
        alt: 'Vantor Ridge SUV on a mountain track',
      },
      image_2: {
        id: 1008,
        alt: 'A Vantor 4x4 on a forest road',
      },
      image_3: {
        id: 1012,
        alt: 'A winding coast road at golden hour',
      },
    },
  },
  'location-map': {
    fields: {
      location_latitude: 52.229676,
      location_longitude: 21.012229,
      box_color: 'grey-theme',
      location_content:
        '<h2>Aurelia Warsaw</h2><p>Our flagship showroom in the city centre, with every model on display and test drives by appointment.</p><p>Monday to Friday 9:00–19:00<br>Saturday 10:00–16:00</p>',
    },
  },
  'hero-carousel': {
    fields: {
      slide_duration: 7000,
      timer_box_color: 'dark-theme',
    },
    groups: [
      {
        'rdx-image': {
          id: 24735,
          alt: 'An Aurelia electric car on a coast road at sunset',
        },
        'rdx-image-wide': {
          id: 1012,
          alt: 'A winding coast road at golden hour',
        },
        heading: 'Electric, elevated.',
        tag: 'h1',
        paragraph: '<p>Up to 402 miles on a single charge, and a cabin so quiet you hear the road only when you want to.</p>',
        'rdx-link': {
          type: 'internal',
          url: '/models/aurelia-e7',
          link_text: 'Discover the E7',
          target: '_self',
          ui_type: 'primary',
        },
      },
      {
        'rdx-image': {
          id: 1002,
          alt: 'Aurelia E7 saloon in deep blue',
        },
        heading: 'The Aurelia E7',
        paragraph: '<p>Air suspension, 22-minute rapid charging and room for five adults.</p>',
        'rdx-link': {
          type: 'internal',
          url: '/offers',
          link_text: 'See the offer',
          target: '_self',
          ui_type: 'primary',
        },
        info: 'Representative example',
        price: 'From £449 a month',
        description: '48 months, 8,000 miles a year, £5,000 customer deposit. Subject to status.',
      },
      {
        'rdx-image': {
          id: 1007,
          alt: 'Vantor Summit 4x4 in orange on a snowy pass',
        },
        slide_duration_limit: 9000,
        heading: 'Vantor Summit',
        paragraph: '<p>Permanent four-wheel drive and 900 mm wading depth: built for the pass, at home in town.</p>',
        'rdx-link': {
          type: 'internal',
          url: '/vantor/summit',
          link_text: 'Explore the Summit',
          target: '_self',
          ui_type: 'primary',
        },
      },
    ],
  },
  'icon-button-slider': {
    fields: {
      box_color: 'grey-theme',
      header: 'Find the Aurelia for you',
      paragraph: '<p>Three electric cars, one idea: travel further with less.</p>',
    },
    groups: [
      {
        image: {
          id: 1001,
          alt: 'Aurelia E5 hatchback in pearl white',
        },
        title: 'Aurelia E5',
        header_tag: 'h3',
        paragraph: '<p>The compact hatchback with up to 310 miles of range.</p>',
        link_label: 'Explore the E5',
        link_icon: 'arrow-right',
        link: {
          type: 'internal',
          url: '/models/aurelia-e5',
        },
      },
      {
        image: {
          id: 1002,
          alt: 'Aurelia E7 saloon in deep blue',
        },
        title: 'Aurelia E7',
        header_tag: 'h3',
        paragraph: '<p>The long-distance saloon: 402 miles and a whisper-quiet cabin.</p>',
        link_label: 'Explore the E7',
        link_icon: 'arrow-right',
        link: {
          type: 'internal',
          url: '/models/aurelia-e7',
        },
      },
      {
        image: {
          id: 1003,
          alt: 'Aurelia GT coupé in copper',
        },
        title: 'Aurelia GT',
        header_tag: 'h3',
        paragraph: '<p>Two motors, 580 hp and 0–62 mph in 3.4 seconds.</p>',
        link_label: 'Explore the GT',
        link_icon: 'arrow-right',
        link: {
          type: 'internal',
          url: '/models/aurelia-gt',
        },
      },
      {
        image: {
          id: 1005,
          alt: 'An Aurelia charging at dusk outside a house',
        },
        title: 'Charging at home',
        header_tag: 'h3',
        paragraph: '<p>A wallbox fitted free with every new Aurelia.</p>',
        link_label: 'How charging works',
        link_icon: 'plug',
        link: {
          type: 'internal',
          url: '/news/coast-road-on-one-charge',
        },
      },
    ],
  },
  'number-button-carousel': {
    fields: { has_timer: true, has_icons: true },
    groups: [
      {
        image: { id: 1004, alt: 'Aurelia E7 under studio lights' },
        hotspots: [
          {
            x: 24,
            y: 58,
            title: 'Matrix LED headlights',
            text: 'Eighty-four individually dimmed LEDs that never dazzle oncoming traffic.',
          },
          { x: 62, y: 38, title: 'Panoramic glass roof', text: 'Tinted, heat-reflecting glass from windscreen to tailgate.' },
        ],
        tagline: 'Designed around light',
        link_label: 'Explore the E7',
        link: { type: 'internal', url: '/models/aurelia-e7' },
      },
      {
        image: { id: 1005, alt: 'An Aurelia charging at dusk outside a house' },
        hotspots: [{ x: 70, y: 55, title: 'Charging port', text: '11 kW at home, up to 250 kW on the road.' }],
        tagline: '10–80% in 22 minutes',
        link_label: 'How charging works',
        link: { type: 'internal', url: '/news/coast-road-on-one-charge' },
      },
      {
        image: { id: 1011, alt: 'An Aurelia driving through the city at night' },
        tagline: 'Quiet enough for the city at night',
        link_label: 'Book a test drive',
        link: { type: 'internal', url: '/contact' },
      },
    ],
  },
  'dual-frame-carousel': {
    fields: {
      vertical_alignment: 'center',
      youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      image_alignment: 'left',
      disable_autoplay: false,
    },
    groups: [
      {
        'rdx-image': { id: 1013, alt: 'Designers sketching a new model' },
        heading: 'Drawn by hand',
        header_tag: 'h2',
        paragraph: '<p>Every Aurelia starts as a pencil sketch in our studio by the sea.</p>',
        'rdx-button': link('Inside the design studio', '/news/inside-the-design-studio'),
      },
      {
        'rdx-image': { id: 1012, alt: 'A winding coast road at golden hour' },
        heading: 'Tuned on the coast road',
        header_tag: 'h2',
        paragraph: '<p>Three hundred miles of bends, on one charge, before any car leaves the factory.</p>',
        'rdx-button': link('Read the road test', '/news/coast-road-on-one-charge'),
      },
    ],
  },
  'contents-block-carousel': {
    fields: { box_color: 'grey-theme', heading: 'Life with an Aurelia', header_tag: 'h2', align_cta_items: true },
    groups: [
      {
        image: { id: 1005, alt: 'An Aurelia charging at dusk outside a house' },
        title: 'Charging at home',
        text: '<p>A wallbox fitted free with every new Aurelia.</p>',
        link: link('How charging works', '/news/coast-road-on-one-charge', 'tertiary'),
      },
      {
        image: { id: 1009, alt: 'Two cars side by side in a showroom' },
        title: 'Spring offers',
        text: '<p>0% finance over three years on the E5 and E7, until the end of May.</p>',
        link: link('See the offers', '/offers', 'tertiary'),
      },
      {
        image: { id: 1010, alt: 'The interior of a retailer showroom' },
        title: 'Find a retailer',
        text: '<p>Test drives, servicing and advice at more than 40 retailers.</p>',
        link: link('Contact us', '/contact', 'tertiary'),
      },
      {
        image: { id: 1013, alt: 'Designers sketching a new model' },
        title: 'Inside the design studio',
        text: '<p>How an Aurelia goes from a pencil line to the road.</p>',
        link: link('Read the story', '/news/inside-the-design-studio', 'tertiary'),
      },
    ],
  },
  'models-carousel-manual': {
    fields: { 'models-label': 'Choose your Vantor' },
    groups: [
      {
        nameplate: 'Vantor Ridge',
        image: { id: 1006, alt: 'Vantor Ridge SUV on a mountain track' },
        specs: [
          {
            name: 'Petrol',
            table: [
              { name: 'Ridge 2.0', engine: '2.0 l, 150 kW', consumption: '7.8 l/100 km', price: '£41,250', lease: '£449 / month' },
              { name: 'Ridge 2.0 AWD', engine: '2.0 l, 180 kW', consumption: '8.4 l/100 km', price: '£44,900', lease: '£489 / month' },
            ],
          },
          {
            name: 'Plug-in hybrid',
            table: [
              { name: 'Ridge PHEV', engine: '1.6 l + 90 kW, 225 kW', consumption: '1.4 l/100 km', price: '£49,500', lease: '£529 / month' },
            ],
          },
        ],
      },
      {
        nameplate: 'Vantor Summit',
        image: { id: 1007, alt: 'Vantor Summit 4x4 in orange on a snowy pass' },
        specs: [
          {
            name: 'Diesel',
            table: [
              { name: 'Summit 3.0 D', engine: '3.0 l, 221 kW', consumption: '9.1 l/100 km', price: '£58,750', lease: '£639 / month' },
            ],
          },
        ],
      },
    ],
  },
  'color-button-carousel': {
    fields: {
      is_bigger_picker: false,
      global_tagline: 'Your colour, your Aurelia',
      global_paragraph: '<p>Three signature finishes, each hand-polished before delivery.</p>',
      link_url: '/models',
    },
    groups: [
      {
        main_image: { id: 1002, alt: 'Aurelia E7 saloon in deep blue' },
        thumbnail: { id: 1002, alt: 'Deep Blue' },
        link_label: 'Build yours in Deep Blue',
      },
      {
        main_image: { id: 1001, alt: 'Aurelia E5 hatchback in pearl white' },
        thumbnail: { id: 1001, alt: 'Pearl White' },
        link_label: 'Build yours in Pearl White',
      },
      {
        main_image: { id: 1003, alt: 'Aurelia GT coupé in copper' },
        thumbnail: { id: 1003, alt: 'Copper' },
        link_label: 'Build yours in Copper',
      },
    ],
  },
  versatility: {
    fields: {
      small_heading_tag: 'h2',
    },
    groups: [
      {
        small_heading: 'Vantor Ridge load space',
        big_heading: 'Litres with the rear seats folded',
        counter: 1850,
        disclaimer: '<p>Load volume to the roof, measured to VDA 210. Figures for the five-seat Ridge.</p>',
        frame_1: {
          id: 1006,
          alt: 'Vantor Ridge with all five seats in use',
        },
        frame_2: {
          id: 1008,
          alt: 'Vantor Ridge with one rear seat folded',
        },
        frame_3: {
          id: 1007,
          alt: 'Vantor Ridge with two rear seats folded',
        },
        frame_4: {
          id: 1006,
          alt: 'Vantor Ridge with the whole rear bench folded flat',
        },
      },
      {
        small_heading: 'Vantor Ridge seven seats',
        big_heading: 'Seats for the whole family',
        counter: 7,
        frame_1: { id: 1008, alt: 'Vantor Ridge with all seven seats up' },
        frame_2: { id: 1007, alt: 'Vantor Ridge with the third row folded' },
      },
    ],
  },
  'gallery-carousel': {
    fields: {
      gallery_name: 'Aurelia GT',
      can_download_wallpaper: true,
    },
    groups: [
      {
        image: {
          id: 1003,
          alt: 'Aurelia GT coupé in copper',
        },
        description: 'The GT in Copper Dusk, the launch colour, on 21-inch forged wheels.',
      },
      {
        image: {
          id: 1004,
          alt: 'Aurelia E7 under studio lights',
        },
        description: 'Under the studio lights: every panel line drawn by hand first.',
      },
      {
        image: {
          id: 1011,
          alt: 'An Aurelia driving through the city at night',
        },
        description: 'Adaptive matrix lights read the road ahead through the city at night.',
      },
      {
        image: {
          id: 1012,
          alt: 'A winding coast road at golden hour',
        },
        description: "The coast road where the GT's chassis was tuned.",
      },
      {
        image: {
          id: 1013,
          alt: 'Designers sketching a new model',
        },
        description: 'Where it began: the first sketches in our design studio.',
      },
    ],
  },
  'icons-timeline': {
    fields: {
      title: 'Twenty years of Vantor',
      modelHeadline: 'Model',
      yearHeadline: 'Year',
    },
    groups: [
      {
        image: {
          id: 1008,
          alt: 'A Vantor 4x4 on a forest road',
        },
        small_image: {
          id: 1008,
          alt: '',
        },
        model: 'Vantor Trail',
        year: '2006',
        heading: 'Where it started: a 4x4 for forestry crews',
        button: {
          type: 'internal',
          url: '/vantor',
          link_text: 'The Vantor story',
          target: '_self',
          ui_type: 'secondary',
        },
      },
      {
        image: {
          id: 1007,
          alt: 'Vantor Summit 4x4 in orange on a snowy pass',
        },
        small_image: {
          id: 1007,
          alt: '',
        },
        model: 'Vantor Summit',
        year: '2014',
        heading: 'The Summit crosses the Alps on a single tank',
        button: {
          type: 'internal',
          url: '/vantor/summit',
          link_text: 'Meet the Summit',
          target: '_self',
          ui_type: 'secondary',
        },
      },
      {
        image: {
          id: 1006,
          alt: 'Vantor Ridge SUV on a mountain track',
        },
        small_image: {
          id: 1006,
          alt: '',
        },
        model: 'Vantor Ridge',
        year: '2024',
        heading: 'The Ridge: seven seats, plug-in hybrid, still unstoppable',
        button: {
          type: 'internal',
          url: '/vantor/ridge',
          link_text: 'Explore the Ridge',
          target: '_self',
          ui_type: 'secondary',
        },
      },
    ],
  },
  'collection-slider': {
    fields: { heading: 'The Aurelia collection', box_color: 'light-theme' },
    groups: [
      {
        image: { id: 1004, alt: 'Aurelia logo cap in navy' },
        image_hover: { id: 24735 },
        item_name: 'Aurelia logo cap',
        item_label: 'AED 95',
        link: link('Shop the cap', '/shop/aurelia-logo-cap'),
      },
      {
        image: { id: 1008, alt: 'Vantor expedition jacket on a forest trail' },
        image_hover: { id: 1007 },
        item_name: 'Vantor expedition jacket',
        item_label: 'AED 650',
        link: link('Shop the jacket', '/shop/vantor-expedition-jacket'),
      },
      {
        image: { id: 1002, alt: 'Aurelia E7 scale model in deep blue' },
        item_name: 'Aurelia E7 1:18 model',
        item_label: 'New',
        link: link('Shop the model', '/shop/aurelia-e7-model-1-18'),
      },
      {
        image: { id: 1005, alt: 'Aurelia travel mug beside a charging car' },
        item_name: 'Aurelia travel mug',
        item_label: 'AED 75',
        link: link('Shop the mug', '/shop/aurelia-travel-mug'),
      },
      {
        image: { id: 1010, alt: 'Leather key ring on a showroom desk' },
        item_name: 'Leather key ring',
        item_label: 'AED 120',
        link: link('Shop the key ring', '/shop/leather-key-ring'),
      },
    ],
  },
  'collection-slider-feed': {
    fields: {
      heading: 'Lifestyle collection',
      lang: 'en',
      market: 'AE',
      collection: 'lifestyle',
      limit: 12,
      grouped: true,
      show_pagination: true,
      box_color: 'light-theme',
    },
  },
  'collection-item': {
    fields: {
      images: '["/media/api/v2/images/1004/w/1024.jpg", "/media/api/v2/images/24735/w/1024.jpg", "/media/api/v2/images/1011/w/1024.jpg"]',
      images_alt: 'Aurelia logo cap in navy cotton',
      html: '<h2>Aurelia logo cap</h2><p>{{photos}}</p><p>Brushed cotton twill with an embroidered Aurelia badge and an adjustable leather strap.</p><p><strong>AED 95</strong></p>',
      size_from: 'S',
      size_to: 'XXL',
      sizes_label: 'Available sizes',
      box_color: 'light-theme',
    },
  },
  'gallery-categories': {
    fields: { gallery_name: 'Aurelia E7 gallery', has_fb_button: true, has_tw_button: true, close_button: 'Close' },
    groups: [
      {
        category_name: 'Exterior',
        images_quantity: '12 images',
        image: { id: 1002, alt: 'Aurelia E7 saloon in deep blue' },
        'rdx-links': [link('See the exterior gallery', '/gallery/exterior', 'tertiary')],
      },
      {
        category_name: 'Interior',
        images_quantity: '8 images',
        image: { id: 1004, alt: 'Aurelia E7 under studio lights' },
        'rdx-links': [link('See the interior gallery', '/gallery/interior', 'tertiary')],
      },
      {
        category_name: 'On the road',
        images_quantity: '15 images',
        image: { id: 1012, alt: 'A winding coast road at golden hour' },
        'rdx-links': [link('See the road gallery', '/gallery/road', 'tertiary')],
      },
      {
        category_name: 'Design',
        images_quantity: '6 images',
        image: { id: 1013, alt: 'Designers sketching a new model' },
        'rdx-links': [link('See the design gallery', '/gallery/design', 'tertiary')],
      },
    ],
  },
  'retailer-locator-cards': {
    fields: {
      retailers_translation: 'Find your nearest retailer',
      search_translation: 'Search by city or town',
      distance_translation: 'Distance',
      show_translation: 'Show on map',
      services_translation: 'Services',
      distance_unit: 'mi',
      box_color: 'light-theme',
    },
    groups: [
      {
        name: 'Aurelia Studio London',
        address: '22 Brompton Road, Knightsbridge\nSW1X 7QN',
        city: 'London',
        latitude: '51.5009',
        longitude: '-0.1627',
        contact_info: [
          { type: 'phone', icon: 'phone', label: '020 7946 0123', href: '+44 20 7946 0123' },
          { type: 'email', icon: 'mail', label: 'Book a test drive', href: 'studio.london@aurelia-retail.example' },
        ],
        services: [
          { icon: 'car', label: 'Sales' },
          { icon: 'steering-wheel', label: 'Test drives' },
          { icon: 'plug', label: 'Home charger advice' },
        ],
      },
      {
        name: 'Vantor Guildford',
        address: '14 Woodbridge Road\nGU1 4RF',
        city: 'Guildford',
        latitude: '51.2436',
        longitude: '-0.5786',
        contact_info: [
          { type: 'phone', icon: 'phone', label: '01632 960 410', href: '+44 1632 960410' },
          { type: 'whatsapp', icon: 'whatsapp', label: 'Message us on WhatsApp', href: '+44 7700 900410' },
          { type: 'email', icon: 'mail', label: 'sales@vantor-guildford.example', href: 'sales@vantor-guildford.example' },
        ],
        services: [
          { icon: 'car', label: 'Sales' },
          { icon: 'wrench', label: 'Service' },
          { icon: 'box', label: 'Parts' },
          { icon: 'plug', label: 'Plug-in Hybrid Electric Vehicle Sales' },
        ],
      },
      {
        name: 'Aurelia and Vantor Manchester',
        address: '1 Deansgate\nM3 1AZ',
        city: 'Manchester',
        latitude: '53.4794',
        longitude: '-2.2453',
        contact_info: [
          { type: 'phone', icon: 'phone', label: '0161 496 0750', href: '+44 161 496 0750' },
          { type: 'whatsapp', icon: 'whatsapp', label: 'Message us on WhatsApp', href: '+44 7700 900750' },
        ],
        services: [
          { icon: 'car', label: 'Sales' },
          { icon: 'wrench', label: 'Service' },
          { icon: 'box', label: 'Parts' },
        ],
      },
      {
        name: 'Vantor Edinburgh',
        address: '80 Seafield Road\nEH15 1ED',
        city: 'Edinburgh',
        latitude: '55.9560',
        longitude: '-3.1253',
        contact_info: [
          { type: 'phone', icon: 'phone', label: '0131 496 0200', href: '+44 131 496 0200' },
          { type: 'email', icon: 'mail', label: 'Email the service desk', href: 'service@vantor-edinburgh.example' },
        ],
        services: [
          { icon: 'wrench', label: 'Service' },
          { icon: 'box', label: 'Parts' },
          { icon: 'shield', label: 'Bodywork repairs' },
        ],
      },
    ],
  },
  'retailer-schema': {
    fields: {},
    groups: [
      {
        retailer_image: { id: 1005 },
        retailer_name: 'Aurelia Studio London',
        retailer_description:
          'The Aurelia electric range in Knightsbridge: every model on display, test drives from the door and home charger advice.',
        retailer_keywords: 'Aurelia, electric cars, EV showroom, test drive, London',
        opening_hours: 'Mo-Fr 09:00-19:00, Sa 09:00-18:00, Su 11:00-17:00',
        payment_accepted: 'Credit Card, Debit Card, Bank Transfer, Finance',
        price_range: '£££',
        address: '22 Brompton Road, Knightsbridge\nLondon SW1X 7QN',
        latitude: '51.5009',
        longitude: '-0.1627',
        contact_info: [
          { type: 'phone', value: '+44 20 7946 0123' },
          { type: 'email', value: 'studio.london@aurelia-retail.example' },
        ],
        offers_info: [
          { category: 'New cars', description: 'Book a test drive of the Aurelia E7', url: '/models/aurelia-e7' },
          { category: 'Finance', description: 'Personal contract purchase on every Aurelia', url: '/offers' },
        ],
      },
      {
        retailer_image: { id: 1008 },
        retailer_name: 'Vantor Guildford',
        retailer_description: 'Vantor SUVs and 4x4s in Surrey, with test drives on and off the road.',
        retailer_keywords: 'Vantor, SUV, 4x4, plug-in hybrid, Guildford',
        opening_hours: 'Mo-Fr 08:30-18:30, Sa 09:00-17:00',
        payment_accepted: 'Credit Card, Debit Card, Finance',
        price_range: '££',
        address: '14 Woodbridge Road\nGuildford GU1 4RF',
        latitude: '51.2436',
        longitude: '-0.5786',
        contact_info: [
          { type: 'phone', value: '+44 1632 960410' },
          { type: 'email', value: 'sales@vantor-guildford.example' },
          { type: 'whatsapp', value: '+44 7700 900410' },
        ],
        offers_info: [{ category: 'New cars', description: 'The seven-seat Vantor Ridge plug-in hybrid', url: '/vantor/ridge' }],
      },
    ],
  },
  'retailer-service-schema': {
    fields: {},
    groups: [
      {
        image: { id: 1006 },
        name: 'Vantor Service Centre Guildford',
        description:
          'Manufacturer-trained technicians for servicing, MOT tests, repairs and genuine Vantor parts. Courtesy cars on request.',
        keywords: 'Vantor service, MOT, car repairs, genuine parts, Guildford',
        opening_hours: 'Mo-Fr 07:30-18:00, Sa 08:00-13:00',
        payment_accepted: 'Credit Card, Debit Card',
        price_range: '££',
        address: 'Unit 3, Slyfield Industrial Estate\nGuildford GU1 1RR',
        latitude: '51.2551',
        longitude: '-0.5643',
        contact_info: [
          { type: 'phone', value: '+44 1632 960420' },
          { type: 'email', value: 'service@vantor-guildford.example' },
        ],
        offers_info: [
          { category: 'Service', description: 'Winter health check for any Vantor, £49', url: '/offers' },
          { category: 'Service plans', description: 'Fixed-price servicing for three years', url: '/offers' },
        ],
      },
    ],
  },
}
