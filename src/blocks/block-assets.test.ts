import { describe, expect, it } from 'vitest'
import { allBlockStyles, blockAssets, type ClientManifest } from './block-assets.ts'

const manifest: ClientManifest = {
  'src/blocks/quote/Block.tsx': { file: 'assets/quote.js', imports: ['_QuoteFigure.js', '_jsx.js'] },
  'src/blocks/quote-slider/Block.tsx': { file: 'assets/slider.js', imports: ['_QuoteFigure.js', '_jsx.js'], css: ['assets/slider.css'] },
  'src/blocks/html-box/Block.tsx': { file: 'assets/html.js', imports: ['_jsx.js'] },
  '_QuoteFigure.js': { file: 'assets/figure.js', imports: ['_jsx.js'], css: ['assets/figure.css'] },
  '_jsx.js': { file: 'assets/jsx.js' },
}

/** The same blocks in a build whose shell (the root route) shares a chunk and its stylesheet with them. */
const withShell: ClientManifest = {
  ...manifest,
  'src/blocks/quote/Block.tsx': { file: 'assets/quote.js', imports: ['_QuoteFigure.js', '_shell.js'], css: ['assets/quote.css'] },
  'src/app/root.tsx?__react-router-build-client-route': { file: 'assets/root.js', imports: ['_shell.js'] },
  '_shell.js': { file: 'assets/shell.js', imports: ['_jsx.js'], css: ['assets/shell.css'] },
}

describe('blockAssets', () => {
  it.each([
    ['no blocks', [], { styles: [], scripts: [] }],
    [
      "a block with its shared chunk's styles",
      ['quote'],
      {
        styles: ['/assets/figure.css'],
        scripts: ['/assets/quote.js', '/assets/figure.js', '/assets/jsx.js'],
      },
    ],
    [
      'shared chunks once, in first-use order',
      ['quote', 'quote-slider', 'quote'],
      {
        styles: ['/assets/figure.css', '/assets/slider.css'],
        scripts: ['/assets/quote.js', '/assets/figure.js', '/assets/jsx.js', '/assets/slider.js'],
      },
    ],
    ['unknown templates ignored', ['no-such-block', 'html-box'], { styles: [], scripts: ['/assets/html.js', '/assets/jsx.js'] }],
  ])('%s', (_, templates, expected) => {
    expect(blockAssets(manifest, templates)).toEqual(expected)
  })

  it("adds a block part's chunks and styles (ADR 092)", () => {
    const withPart: ClientManifest = {
      ...manifest,
      'src/stock/ui/postcode-search/PostcodeListing.tsx': {
        file: 'assets/postcode.js',
        imports: ['_jsx.js'],
        css: ['assets/postcode.css'],
      },
    }
    expect(blockAssets(withPart, ['html-box'], ['postcode-search'])).toEqual({
      styles: ['/assets/postcode.css'],
      scripts: ['/assets/html.js', '/assets/jsx.js', '/assets/postcode.js'],
    })
  })

  it('is empty without a manifest (development, tests)', () => {
    expect(blockAssets({}, ['quote'])).toEqual({ styles: [], scripts: [] })
  })

  it("leaves out the shell's chunks and stylesheet, which every page has already (ADR 049)", () => {
    expect(blockAssets(withShell, ['quote'])).toEqual({
      styles: ['/assets/quote.css', '/assets/figure.css'],
      scripts: ['/assets/quote.js', '/assets/figure.js'],
    })
  })
})

describe('allBlockStyles', () => {
  it("lists every block's stylesheets once, the shell's not", () => {
    expect(allBlockStyles(withShell)).toEqual(['/assets/quote.css', '/assets/figure.css', '/assets/slider.css'])
  })
})
