import { describe, expect, it } from 'vitest'
import { mapperProblems, readMapper, type SubblocksMapper } from './mapper.ts'
import { ALL, childOptions, matchingKeys, withParent } from './selection.ts'

const mapper: SubblocksMapper = {
  dropdowns: [
    { label: 'Aurelia E5', key: 'e5', children: ['2024', '2025', '2026'] },
    { label: 'Vantor Ridge', key: 'ridge', children: ['2023', '2024'] },
  ],
  subblocks_groups: [
    {
      key: 'classic',
      match_dropdowns: [
        { parent_key: 'ridge', child_key: ['2023', '2024'] },
        { parent_key: 'e5', child_key: ['2024'] },
      ],
    },
    { key: 'pro', match_dropdowns: [{ parent_key: 'e5', child_key: ['2024', '2025', '2026'] }] },
  ],
}

describe('spec 2 §4 Select vehicle to update: the dropdowns and the matching groups', () => {
  it.each([
    ['e5', ['2024', '2025', '2026']],
    ['ridge', ['2023', '2024']],
    [ALL, ['2026', '2025', '2024', '2023']],
    ['', ['2026', '2025', '2024', '2023']],
  ])('the years offered for %j are %j', (parent, years) => {
    expect(childOptions(mapper, parent)).toEqual(years)
  })

  it.each<[string, string, string[]]>([
    ['e5', '2024', ['classic', 'pro']],
    ['e5', '2026', ['pro']],
    ['ridge', '2023', ['classic']],
    ['ridge', ALL, ['classic']],
    [ALL, '2025', ['pro']],
    [ALL, '2023', ['classic']],
    [ALL, ALL, ['classic', 'pro']],
    ['e5', '', ['classic', 'pro']],
    ['ridge', '2026', []],
  ])('%s, %s → %j', (parent, child, keys) => {
    expect(matchingKeys(mapper, { parent, child })).toEqual(keys)
  })

  it('a new vehicle keeps the year only when it has it', () => {
    expect(withParent({ parent: 'e5', child: '2024' }, 'ridge', mapper)).toEqual({ parent: 'ridge', child: '2024' })
    expect(withParent({ parent: 'e5', child: '2026' }, 'ridge', mapper)).toEqual({ parent: 'ridge', child: '' })
    expect(withParent({ parent: 'e5', child: ALL }, 'ridge', mapper)).toEqual({ parent: 'ridge', child: ALL })
  })

  it('reads the mapper, naming where it is wrong', () => {
    expect(readMapper(mapper)).toEqual({ ok: true, mapper })
    expect(readMapper(null)).toEqual({ ok: false, problems: [expect.stringMatching(/^subblocks_mapper: /)] })
    const bad = readMapper({ dropdowns: [{ label: 'X', key: '', children: [] }], subblocks_groups: [] })
    expect(bad.ok || bad.problems).toEqual([expect.stringMatching(/^subblocks_mapper\.dropdowns\.0\.key: /)])
  })

  it('names groups without a key, keys the mapper lacks, and matches of unknown vehicles or years', () => {
    expect(mapperProblems(mapper, ['classic', 'pro'])).toEqual([])
    expect(mapperProblems(mapper, [])).toEqual(['No group: add a group per system, with its sub-block key.'])
    expect(mapperProblems(mapper, ['', 'other'])).toEqual([
      'Group 1 has no sub-block key.',
      'Group 2: the sub-block key "other" is not in subblocks_mapper.subblocks_groups.',
    ])
    const wrong = {
      ...mapper,
      subblocks_groups: [
        {
          key: 'x',
          match_dropdowns: [
            { parent_key: 'gt', child_key: [] },
            { parent_key: 'ridge', child_key: ['2026'] },
          ],
        },
      ],
    }
    expect(mapperProblems(wrong, ['x'])).toEqual([
      'subblocks_mapper: group "x" matches an unknown vehicle "gt".',
      'subblocks_mapper: group "x" matches Vantor Ridge 2026, which the vehicle\'s years do not list.',
    ])
  })
})
