import { describe, expect, it } from 'vitest'
import { formatRecallIssue, parseRecallFile, RECALL_FILE_MAX_ERRORS } from './recall-file.ts'

const VIN = 'SAJAA06E0N8K12345'
const problems = (text: string) => {
  const result = parseRecallFile(text)
  return result.ok ? [] : result.errors.map(formatRecallIssue)
}

describe('recall file (spec 2 §3.12 Local VIN Checker; ADR 138)', () => {
  it('reads the rows, normalising the VIN and trimming the cells; description is optional', () => {
    expect(parseRecallFile(`vin,campaign,title,description\n${VIN.toLowerCase()}, R-1 ,Airbag,"Inflator, may rupture"\n`)).toEqual({
      ok: true,
      rows: [{ vin: VIN, campaign: 'R-1', title: 'Airbag', description: 'Inflator, may rupture' }],
    })
    expect(parseRecallFile(`\uFEFFVIN,Title,Campaign\n${VIN},Airbag,R-1\n`)).toEqual({
      ok: true,
      rows: [{ vin: VIN, campaign: 'R-1', title: 'Airbag', description: '' }],
    })
    expect(parseRecallFile('vin,campaign,title\n')).toEqual({ ok: true, rows: [] })
  })

  it.each([
    ['', ['the file is empty: the first row names the columns vin, campaign, title and description']],
    ['vin,campaign,colour\n', ['row 1, column colour: unknown column; the columns are vin, campaign, title, description']],
    ['vin,campaign\n', ['row 1, column title: is missing from the header']],
    ['vin,campaign,title,title\n', ['a column is named twice in the header']],
    [`vin,campaign,title\n${VIN},R-1\n`, ['row 2: has 2 cells; the header has 3']],
    [`vin,campaign,title\n${VIN},,Airbag\n`, ['row 2, column campaign: is required']],
    [
      `vin,campaign,title\n${VIN},R-1,Airbag\nSAJAA06E0N8K1234O,R-1,Airbag\n`,
      ['row 3, column vin: "SAJAA06E0N8K1234O" is not a VIN: 17 letters and digits, without I, O or Q'],
    ],
    [`vin,campaign,title\n${VIN},R-1,Airbag\n${VIN},R-1,Brakes\n`, ['row 3, column campaign: repeats row 2 (the same VIN and campaign)']],
    [`vin,campaign,title\n${VIN},R-1,${'x'.repeat(201)}\n`, ['row 2, column title: must be at most 200 characters']],
    [`vin,campaign,title\n${VIN},R-1,Air\u0000bag\n`, ['the file must not contain a NUL character (U+0000)']],
    ['vin,campaign,title\n"unclosed,R-1,Airbag\n', [expect.stringMatching(/^not a CSV file: /)]],
  ])('refuses %j naming the row and column', (text, expected) => {
    expect(problems(text)).toEqual(expected)
  })

  it('reports at most a hundred problems and counts the rest', () => {
    const result = parseRecallFile(`vin,campaign,title\n${'BAD,R-1,Airbag\n'.repeat(RECALL_FILE_MAX_ERRORS + 5)}`)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors).toHaveLength(RECALL_FILE_MAX_ERRORS)
    expect(result.moreErrors).toBe(5)
  })
})
