import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '~/db/client.server.ts'
import { verificationProofs } from '~/db/schema/index.ts'

/**
 * A verified number's proof (spec 1 §5, ADR 056). A right SMS code says that whoever checked it
 * holds the phone; the number alone says nothing of who sends a lead naming it. So the check
 * answers a random proof to the visitor who checked the code — bound to the market, the number and
 * the form the check named (or, when it named none, the first form it is sent with) — and the lead
 * carries it in `verification.phone`. The statement that stores the lead uses it up (`proofUseCte`):
 * one proof, one lead; a proof of another number, form or market, used or expired, stores nothing.
 */

/** How long a proof counts: the time to finish the form after checking the code. */
export const PROOF_TTL_MS = 30 * 60 * 1000

/** The proof as a lead carries it (`data.attributes.verification.phone`): 43 characters when made here. */
export const proofToken = z.string().min(1).max(200)

/** Kept as its sha-256: the table never holds a proof a reader could send. */
export const hashProof = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex')

/** Makes and stores a proof that `phone` (E.164) passed its code in `siteId`, for `formId` when known. */
export async function issuePhoneProof(
  db: Db,
  input: { siteId: number; formId: number | null; phone: string; now?: Date },
): Promise<{ proof: string; expiresAt: Date }> {
  const proof = randomBytes(32).toString('base64url')
  const expiresAt = new Date((input.now ?? new Date()).getTime() + PROOF_TTL_MS)
  await db.insert(verificationProofs).values({
    siteId: input.siteId,
    formId: input.formId,
    phone: input.phone,
    tokenHash: hashProof(proof),
    expiresAt,
  })
  return { proof, expiresAt }
}

/**
 * `proof`, a data-modifying CTE for the lead's statement (ADR 094): it marks the proof used and
 * returns its row only when the proof is unused, unexpired and of this market, number and form (or
 * of no form yet), and `allowed` holds (the lead is otherwise written). Two statements racing for one
 * proof: the second waits on the row's lock, then finds it used (read committed re-checks the row),
 * so it returns nothing and its lead is not written. `value(name, type)` is the statement's placeholder.
 */
export function proofUseCte(value: (name: string, type: string) => SQL, allowed: SQL): SQL {
  return sql`proof AS (
      UPDATE verification_proofs SET used_at = ${value('now', 'timestamptz')}, form_id = ${value('form_id', 'integer')}
      WHERE token_hash = ${value('proof_hash', 'text')} AND site_id = ${value('site_id', 'integer')}
        AND phone = ${value('proof_phone', 'text')} AND (form_id IS NULL OR form_id = ${value('form_id', 'integer')})
        AND used_at IS NULL AND expires_at > ${value('now', 'timestamptz')} AND ${allowed}
      RETURNING id
    )`
}

/**
 * Whether `proof` is a live proof that `phone` passed its code in `siteId` and was made for no form:
 * what a checkout that asks the shopper to verify their number (ADR 099) is shown. Not used up, so
 * a resent order is answered again; only whoever checked the code holds the proof.
 */
export async function holdsPhoneProof(db: Db, input: { siteId: number; phone: string; proof: string; now?: Date }): Promise<boolean> {
  const [row] = await db
    .select({ id: verificationProofs.id })
    .from(verificationProofs)
    .where(
      and(
        eq(verificationProofs.tokenHash, hashProof(input.proof)),
        eq(verificationProofs.siteId, input.siteId),
        eq(verificationProofs.phone, input.phone),
        isNull(verificationProofs.formId),
        isNull(verificationProofs.usedAt),
        gt(verificationProofs.expiresAt, input.now ?? new Date()),
      ),
    )
  return row !== undefined
}
