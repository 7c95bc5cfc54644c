import { describe, expect, it } from 'vitest'
import { metaheadStyles } from './metahead-styles.server.ts'

describe('metaheadStyles: sass and scss become CSS when saved (spec 1 §9)', () => {
  it.each([
    ['scss: variables and nesting', 'scss', '$c: blue; .a { .b { color: $c; } }', '.a .b{color:blue}'],
    ['sass: the indented syntax', 'sass', '$c: green\n.a\n  color: $c', '.a{color:green}'],
    ['scss: a built-in module', 'scss', '@use "sass:math"; .a { width: math.div(9px, 3) }', '.a{width:3px}'],
    ['css: served as written', 'css', '.a { color: red }', null],
    ['javascript: no styles', 'javascript', 'x()', null],
  ] as const)('%s', async (_, language, source, styles) => {
    expect(await metaheadStyles(language, source)).toEqual({ styles })
  })

  it.each([
    ['a syntax error, with its line', 'scss', '.a {\n  color: red', /^the SCSS does not compile: expected .+ \(line 2\)$/],
    ['a file on the server', 'scss', '@import "/etc/hostname";', /^the SCSS does not compile: Can't find stylesheet to import\./],
    ['a file by URL', 'sass', '@use "file:///etc/hostname"', /^the Sass does not compile: Can't find stylesheet to import\./],
    [
      'an endless loop',
      'scss',
      '$i: 0; @while $i >= 0 { $i: $i + 1; }',
      /^the SCSS did not compile within 0\.5 seconds or ran out of memory$/,
    ],
    [
      'too much CSS',
      'scss',
      `@for $i from 1 through 20000 { .rule-#{$i} { width: $i * 1px } }`,
      /^the SCSS compiles to [\d,]+ characters of CSS; at most 200,000$/,
    ],
  ] as const)('refuses %s', async (_, language, source, problem) => {
    // Half a second of compiling stops the loop; the others end sooner on any machine.
    const result = await metaheadStyles(language, source, source.includes('@while') ? 500 : 10_000)
    expect(result.problem).toMatch(problem)
  })
})
