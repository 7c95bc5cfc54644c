/**
 * Answers of an outside service kept per question for a while, so that what anonymous visitors
 * ask reaches the service a bounded number of times (the brief: anything an anonymous request can
 * trigger is bounded). Concurrent askers of one question share one request; a failure (a rejected
 * promise, or an answer `failed` says is one) is not kept, so the next asker asks again. Per
 * process: the answers are the service's, the same in every process.
 *
 * @example
 * const kept = keptAnswers({ ttlMs: 60_000, max: 1_000 })
 * const page = await kept(`news|${url}|${page}`, () => news.list(query, url))
 */
export function keptAnswers(options: { ttlMs: number; max: number; now?: () => number; failed?: (answer: unknown) => boolean }) {
  const now = options.now ?? Date.now
  const kept = new Map<string, { at: number; answer: Promise<unknown> }>()
  return function keep<T>(key: string, ask: () => Promise<T>): Promise<T> {
    const entry = kept.get(key)
    if (entry && now() - entry.at < options.ttlMs) return entry.answer as Promise<T>
    const answer = ask()
    kept.delete(key)
    kept.set(key, { at: now(), answer })
    // The oldest question goes first when there are too many.
    if (kept.size > options.max) kept.delete(kept.keys().next().value!)
    const forget = () => {
      if (kept.get(key)?.answer === answer) kept.delete(key)
    }
    answer.then((value) => options.failed?.(value) && forget(), forget)
    return answer
  }
}
