// Generates the demo market's images locally (nothing from the network): SVG scenes rendered
// to JPEG by sharp. Run: npx tsx demo/generate-media.ts
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'

const out = join(import.meta.dirname, 'media')

interface Scene {
  id: number
  title: string
  alt: string
  sky: [string, string]
  ground: string
  car: string
  kind: 'coupe' | 'suv' | 'saloon'
  sun?: string
  city?: boolean
  hills?: string
  studio?: boolean
}

const scenes: Scene[] = [
  {
    id: 24735,
    title: 'Aurelia on the coast road',
    alt: 'An Aurelia electric car on a coast road at sunset',
    sky: ['#1b2a4a', '#f0a35e'],
    ground: '#1c1f26',
    car: '#d9d4c7',
    kind: 'coupe',
    sun: '#ffd38a',
    hills: '#2b3550',
  },
  {
    id: 1001,
    title: 'Aurelia E5',
    alt: 'Aurelia E5 hatchback in pearl white',
    sky: ['#0e1a2b', '#6d8fb8'],
    ground: '#12161d',
    car: '#eef0f2',
    kind: 'saloon',
    city: true,
  },
  {
    id: 1002,
    title: 'Aurelia E7',
    alt: 'Aurelia E7 saloon in deep blue',
    sky: ['#101828', '#9b6b8e'],
    ground: '#15171c',
    car: '#2f4f8a',
    kind: 'saloon',
    sun: '#ffb38a',
    hills: '#3a2f45',
  },
  {
    id: 1003,
    title: 'Aurelia GT',
    alt: 'Aurelia GT coupé in copper',
    sky: ['#120d0a', '#c2673a'],
    ground: '#1a1411',
    car: '#b8733e',
    kind: 'coupe',
    sun: '#ffcf7a',
    hills: '#3b2419',
  },
  {
    id: 1004,
    title: 'Aurelia in the studio',
    alt: 'Aurelia E7 under studio lights',
    sky: ['#2a2a2e', '#0c0c0e'],
    ground: '#18181b',
    car: '#c8ccd2',
    kind: 'saloon',
    studio: true,
  },
  {
    id: 1005,
    title: 'Charging at home',
    alt: 'An Aurelia charging at dusk outside a house',
    sky: ['#0d1b2a', '#415a77'],
    ground: '#0f141a',
    car: '#9fb4c7',
    kind: 'saloon',
    city: true,
    sun: '#e0e1dd',
  },
  {
    id: 1006,
    title: 'Vantor Ridge',
    alt: 'Vantor Ridge SUV on a mountain track',
    sky: ['#24405c', '#d9c9a3'],
    ground: '#4a3b2a',
    car: '#3d4a3a',
    kind: 'suv',
    hills: '#5a6b52',
    sun: '#fff1c9',
  },
  {
    id: 1007,
    title: 'Vantor Summit',
    alt: 'Vantor Summit 4x4 in orange on a snowy pass',
    sky: ['#5b7da3', '#e8eef5'],
    ground: '#dfe6ee',
    car: '#d9541e',
    kind: 'suv',
    hills: '#9db0c6',
  },
  {
    id: 1008,
    title: 'Vantor in the forest',
    alt: 'A Vantor 4x4 on a forest road',
    sky: ['#1e3327', '#8fb39a'],
    ground: '#2b2a1f',
    car: '#6b6f5c',
    kind: 'suv',
    hills: '#24412f',
  },
  {
    id: 1009,
    title: 'Spring offers',
    alt: 'Two cars side by side in a showroom',
    sky: ['#f3efe8', '#d8d0c4'],
    ground: '#bdb3a5',
    car: '#1f2a36',
    kind: 'saloon',
    studio: true,
  },
  {
    id: 1010,
    title: 'Retailer showroom',
    alt: 'The interior of a retailer showroom',
    sky: ['#e9ecef', '#ced4da'],
    ground: '#adb5bd',
    car: '#b8733e',
    kind: 'coupe',
    studio: true,
  },
  {
    id: 1011,
    title: 'City at night',
    alt: 'An Aurelia driving through the city at night',
    sky: ['#05060a', '#2b2d4a'],
    ground: '#0b0c10',
    car: '#d7263d',
    kind: 'coupe',
    city: true,
  },
  {
    id: 1012,
    title: 'Coast road',
    alt: 'A winding coast road at golden hour',
    sky: ['#29335c', '#f3a712'],
    ground: '#2e2a24',
    car: '#f0f0f0',
    kind: 'suv',
    sun: '#ffe08a',
    hills: '#4b3f58',
  },
  {
    id: 1013,
    title: 'Design studio',
    alt: 'Designers sketching a new model',
    sky: ['#1d1d1f', '#3a3a40'],
    ground: '#141416',
    car: '#8a8f98',
    kind: 'coupe',
    studio: true,
  },
]

function car(kind: Scene['kind'], colour: string, x: number, y: number, scale: number) {
  const body = {
    coupe: 'M40 120 Q60 80 150 72 Q220 40 300 44 Q380 48 430 86 Q500 92 520 110 L525 135 Q520 150 500 150 L60 150 Q38 148 40 120 Z',
    saloon: 'M35 118 Q50 86 140 78 Q200 42 290 40 Q370 40 420 80 Q505 88 525 108 L528 138 Q522 152 500 152 L58 152 Q34 150 35 118 Z',
    suv: 'M40 110 L60 70 Q80 40 160 36 L380 34 Q430 36 460 70 Q515 78 528 100 L532 140 Q528 156 505 156 L58 156 Q36 154 40 110 Z',
  }[kind]
  const glass = {
    coupe: 'M170 76 Q225 52 295 52 Q360 55 400 84 Z',
    saloon: 'M160 80 Q210 52 285 50 Q355 50 395 82 Z',
    suv: 'M95 72 Q110 48 170 46 L370 44 Q410 46 440 74 Z',
  }[kind]
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <ellipse cx="285" cy="158" rx="270" ry="14" fill="#000" opacity="0.45"/>
    <path d="${body}" fill="${colour}"/>
    <path d="${body}" fill="url(#sheen)" opacity="0.55"/>
    <path d="${glass}" fill="#0b0f16" opacity="0.85"/>
    <path d="M60 128 L520 124" stroke="#000" stroke-opacity="0.18" stroke-width="3"/>
    <rect x="470" y="100" width="48" height="8" rx="4" fill="#fff6d8" opacity="0.9"/>
    <rect x="44" y="106" width="26" height="7" rx="3" fill="#c1121f" opacity="0.9"/>
    ${[130, 420].map((cx) => `<circle cx="${cx}" cy="150" r="34" fill="#0c0c0c"/><circle cx="${cx}" cy="150" r="20" fill="#6c717a"/><circle cx="${cx}" cy="150" r="7" fill="#1b1d21"/>`).join('')}
  </g>`
}

function scene(s: Scene, width: number, height: number) {
  const horizon = height * 0.64
  const hills = s.hills
    ? `<path d="M0 ${horizon} Q${width * 0.2} ${horizon - height * 0.22} ${width * 0.42} ${horizon - height * 0.05} T${width} ${horizon - height * 0.12} L${width} ${horizon} Z" fill="${s.hills}"/>`
    : ''
  const sun = s.sun
    ? `<circle cx="${width * 0.72}" cy="${horizon - height * 0.12}" r="${height * 0.11}" fill="${s.sun}" opacity="0.9"/><circle cx="${width * 0.72}" cy="${horizon - height * 0.12}" r="${height * 0.22}" fill="${s.sun}" opacity="0.12"/>`
    : ''
  const city = s.city
    ? Array.from({ length: 28 }, (_, i) => {
        const w = width / 28,
          h = height * (0.12 + ((i * 37) % 23) / 60)
        const lights = Array.from(
          { length: 6 },
          (_, j) =>
            `<rect x="${i * w + 6 + (j % 2) * (w / 2 - 4)}" y="${horizon - h + 10 + Math.floor(j / 2) * 22}" width="6" height="9" fill="#ffd27a" opacity="${(i + j) % 3 === 0 ? 0.8 : 0.15}"/>`,
        ).join('')
        return `<rect x="${i * w}" y="${horizon - h}" width="${w - 3}" height="${h}" fill="#0a0d14" opacity="0.85"/>${lights}`
      }).join('')
    : ''
  const studio = s.studio
    ? `<ellipse cx="${width / 2}" cy="${horizon + height * 0.1}" rx="${width * 0.45}" ry="${height * 0.12}" fill="#fff" opacity="0.08"/>
    <rect x="${width * 0.2}" y="0" width="${width * 0.6}" height="${height * 0.05}" fill="#fff" opacity="0.25"/>`
    : ''
  const road = s.studio
    ? ''
    : `<path d="M${width * 0.05} ${height} L${width * 0.46} ${horizon} L${width * 0.54} ${horizon} L${width * 0.95} ${height} Z" fill="#000" opacity="0.25"/>
    <path d="M${width * 0.5} ${horizon} L${width * 0.5} ${height}" stroke="#f2e9d0" stroke-width="6" stroke-dasharray="40 40" opacity="0.35"/>`
  const scale = (width * 0.62) / 560
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.sky[0]}"/><stop offset="1" stop-color="${s.sky[1]}"/></linearGradient>
      <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.ground}"/><stop offset="1" stop-color="#000"/></linearGradient>
      <linearGradient id="sheen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.9"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.5"/></linearGradient>
      <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    ${sun}${hills}${city}
    <rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#ground)"/>
    ${studio}${road}
    ${car(s.kind, s.car, width * 0.19, horizon - 60 * scale, scale)}
    <rect width="${width}" height="${height}" fill="url(#vignette)"/>
  </svg>`
}

const manifest = []
for (const s of scenes) {
  const [width, height] = [1920, 1080]
  await sharp(Buffer.from(scene(s, width, height)))
    .jpeg({ quality: 78, mozjpeg: true })
    .toFile(join(out, `${s.id}.jpg`))
  manifest.push({ id: s.id, file: `${s.id}.jpg`, alt: s.alt, title: s.title, width, height })
}
await writeFile(join(out, 'media.json'), `${JSON.stringify(manifest, null, 2)}\n`)
console.log(`Generated ${manifest.length} images in ${out}`)
