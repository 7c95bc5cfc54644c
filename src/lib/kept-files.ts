/**
 * Files a feature keeps under `/`-separated keys (`lead-exports/1/7.csv`): lead exports (ADR 054),
 * stock feed uploads. The media store (src/media, ADR 036) keeps them beside the pictures, in its
 * folder or S3 bucket, and the server passes its `services.media`; a domain below media asks for
 * this shape only, so it need not import media.
 */
export interface KeptFiles {
  /** Keeps the file at `sourcePath` on this machine under `key`, copied as a stream (memory stays flat). */
  putFile(key: string, sourcePath: string): Promise<void>
  /** A kept file as a stream, with its size; null when there is none. */
  openFile(key: string): Promise<{ stream: ReadableStream<Uint8Array>; size: number } | null>
  /** Removes a kept file; nothing happens when it is already gone. */
  removeFile(key: string): Promise<void>
}
