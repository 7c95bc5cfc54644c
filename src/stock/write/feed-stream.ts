import { Readable } from 'node:stream'
import { CsvError, parse, type Options } from 'csv-parse'

/**
 * Streaming readers of a stock feed (ADR 065): the CSV records (csv-parse, RFC 4180) and a
 * splitter of a top-level JSON array into its elements. Both take text chunks as they arrive and
 * hold one record at a time, so a 100,000-vehicle file is read with flat memory.
 */

/**
 * NOTE: a field may hold quoted commas, quotes ("") and line breaks; CRLF, LF and a lone CR each
 * end a record. A quote inside an unquoted field is text. Records keep their own length (the
 * import names a row whose cell count differs from the header's), and a blank line is a record of
 * one empty cell (the import skips it).
 */
const CSV_OPTIONS: Options = {
  bom: true,
  relax_quotes: true,
  relax_column_count: true,
  record_delimiter: ['\r\n', '\n', '\r'],
}

/** What a CSV error says to the admin, in the import's words where csv-parse has its own. */
function csvProblem(error: unknown): Error {
  if (error instanceof CsvError && error.code === 'CSV_QUOTE_NOT_CLOSED') return new Error('the file ends inside a quoted field')
  return error instanceof Error ? error : new Error(String(error))
}

/**
 * The records of a CSV text given in chunks, one at a time; the parser reads the next chunks only
 * as the records are taken (stream back-pressure).
 *
 * @example for await (const record of csvRecords(chunks)) console.log(record) // ['vin', 'state', …]
 */
export async function* csvRecords(chunks: AsyncIterable<string>): AsyncGenerator<string[]> {
  const input = Readable.from(chunks)
  const parser = input.pipe(parse(CSV_OPTIONS))
  input.on('error', (error) => parser.destroy(error))
  try {
    for await (const record of parser) yield record as string[]
  } catch (error) {
    throw csvProblem(error)
  } finally {
    input.destroy()
  }
}

/** A JSON array's elements as text, one at a time, without parsing the whole array. */
export class JsonArraySplitter {
  private depth = 0
  private inString = false
  private escaped = false
  private current = ''
  private opened = false
  private closed = false
  private firstChunk = true

  push(chunk: string): string[] {
    const done: string[] = []
    let text = chunk
    if (this.firstChunk && text.length > 0) {
      this.firstChunk = false
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1)
    }
    let start = 0
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!
      if (this.inString) {
        if (this.escaped) this.escaped = false
        else if (c === '\\') this.escaped = true
        else if (c === '"') this.inString = false
        continue
      }
      if (!this.opened) {
        if (c === '[') {
          this.opened = true
          start = i + 1
        } else if (!/\s/.test(c)) throw new Error('a JSON feed must be an array of vehicles')
        continue
      }
      if (this.closed) {
        if (!/\s/.test(c)) throw new Error('unexpected text after the end of the array')
        continue
      }
      if (c === '"') this.inString = true
      else if (c === '{' || c === '[') this.depth++
      else if (c === '}' || c === ']') {
        if (this.depth === 0 && c === ']') {
          this.current += text.slice(start, i)
          if (this.current.trim() !== '') done.push(this.current)
          this.current = ''
          this.closed = true
          start = i + 1
          continue
        }
        this.depth--
      } else if (c === ',' && this.depth === 0) {
        this.current += text.slice(start, i)
        done.push(this.current)
        this.current = ''
        start = i + 1
      }
    }
    if (this.opened && !this.closed) this.current += text.slice(start)
    return done
  }

  end(): void {
    if (!this.opened || !this.closed) throw new Error('the JSON array is not closed')
  }
}
