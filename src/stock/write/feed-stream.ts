/**
 * Streaming readers of a stock feed (ADR 065): an RFC 4180 CSV parser and a splitter of a
 * top-level JSON array into its elements. Both take text chunks as they arrive and hold one record
 * at a time, so a 100,000-vehicle file is read with flat memory. Pure: no I/O.
 */

/** NOTE: a field may hold quoted commas, quotes ("") and line breaks; CRLF and LF both end a record. */
export class CsvParser {
  private field = ''
  private record: string[] = []
  private quoted = false
  /** The last character was the closing quote candidate of a quoted field. */
  private quoteSeen = false
  private started = false
  private firstChunk = true
  private pendingCr = false

  /** Feeds a chunk; returns the records it completed. */
  push(chunk: string): string[][] {
    const done: string[][] = []
    let text = chunk
    if (this.firstChunk && text.length > 0) {
      this.firstChunk = false
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1)
    }
    let i = 0
    const n = text.length
    while (i < n) {
      const c = text[i]!
      if (this.pendingCr) {
        this.pendingCr = false
        if (c === '\n') {
          i++
          continue
        }
      }
      if (this.quoted) {
        if (this.quoteSeen) {
          this.quoteSeen = false
          if (c === '"') {
            this.field += '"'
            i++
            continue
          }
          this.quoted = false
          // fall through: the quote closed the field; c is read as unquoted text below
        } else {
          const next = text.indexOf('"', i)
          if (next === -1) {
            this.field += text.slice(i)
            break
          }
          this.field += text.slice(i, next)
          this.quoteSeen = true
          i = next + 1
          continue
        }
      }
      if (c === ',') {
        this.record.push(this.field)
        this.field = ''
        this.started = true
      } else if (c === '\n' || c === '\r') {
        this.record.push(this.field)
        done.push(this.record)
        this.record = []
        this.field = ''
        this.started = false
        if (c === '\r') this.pendingCr = true
      } else if (c === '"' && this.field === '') {
        this.quoted = true
        this.started = true
      } else {
        // Plain text up to the next delimiter in one slice.
        let j = i + 1
        while (j < n) {
          const d = text[j]
          if (d === ',' || d === '\n' || d === '\r') break
          j++
        }
        this.field += text.slice(i, j)
        this.started = true
        i = j
        continue
      }
      i++
    }
    return done
  }

  /** Ends the input; returns the last record when the file does not end with a line break. */
  end(): string[][] {
    if (this.quoted && !this.quoteSeen) throw new Error('the file ends inside a quoted field')
    this.quoted = false
    this.quoteSeen = false
    if (!this.started && this.field === '' && this.record.length === 0) return []
    this.record.push(this.field)
    const last = this.record
    this.record = []
    this.field = ''
    this.started = false
    return [last]
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
