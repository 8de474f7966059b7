import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { randomToken } from "../lib/crypto";
import type { SealedSecret } from "../webhooks/secret-box";
import type { Database } from "./client";
import { conversationsRegistry, webhooks, webhookSecrets } from "./schema";

export interface StoredSecret extends SealedSecret {
  version: number;
  expiresAt: string | null;
}

export const newWebhookId = () => `whk_${randomToken(12)}`;

/**
 * Creates a webhook and its first secret unless the tenant already has `maxLive` live ones
 * (null then). The cap is checked in the insert's own statement, so concurrent creations
 * cannot pass it; the secret is written only beside a webhook that was.
 */
export async function insertWebhook(
  db: Database,
  input: { id: string; tenantId: string; name: string | null; secret: SealedSecret },
  maxLive: number,
) {
  const d1 = db.$client;
  await d1.batch([
    d1
      .prepare(
        `INSERT INTO webhooks (id, tenant_id, name) SELECT ?, ?, ?
         WHERE (SELECT COUNT(*) FROM webhooks WHERE tenant_id = ? AND revoked_at IS NULL) < ?`,
      )
      .bind(input.id, input.tenantId, input.name, input.tenantId, maxLive),
    d1
      .prepare(
        `INSERT INTO webhook_secrets (webhook_id, version, ciphertext, iv, key_fingerprint)
         SELECT ?, 1, ?, ?, ? WHERE EXISTS (SELECT 1 FROM webhooks WHERE id = ?)`,
      )
      .bind(input.id, input.secret.ciphertext, input.secret.iv, input.secret.keyFingerprint, input.id),
  ]);
  return (await findWebhook(db, input.tenantId, input.id)) ?? null;
}

export async function findWebhook(db: Database, tenantId: string, webhookId: string) {
  return db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.tenantId, tenantId)))
    .get();
}

const ID_CHUNK = 90;

interface SecretVersion {
  webhookId: string;
  version: number;
  createdAt: string;
  expiresAt: string | null;
}

export async function listWebhooks(db: Database, tenantId: string) {
  const rows = await db.select().from(webhooks).where(eq(webhooks.tenantId, tenantId)).orderBy(asc(webhooks.createdAt));
  const secrets = new Map<string, SecretVersion[]>();
  // D1 binds at most 100 parameters per statement: the ids go in chunks.
  for (let i = 0; i < rows.length; i += ID_CHUNK) {
    const chunk = await db
      .select({
        webhookId: webhookSecrets.webhookId,
        version: webhookSecrets.version,
        createdAt: webhookSecrets.createdAt,
        expiresAt: webhookSecrets.expiresAt,
      })
      .from(webhookSecrets)
      .where(
        inArray(
          webhookSecrets.webhookId,
          rows.slice(i, i + ID_CHUNK).map((row) => row.id),
        ),
      )
      .orderBy(desc(webhookSecrets.version));
    for (const secret of chunk) secrets.set(secret.webhookId, [...(secrets.get(secret.webhookId) ?? []), secret]);
  }
  return rows.map((row) => ({ ...row, secrets: secrets.get(row.id) ?? [] }));
}

/**
 * A new secret version; every older version still live expires at `overlapEndsAt` at the
 * latest, so senders can switch over while both verify. One batch: all or nothing.
 */
export async function rotateSecret(
  db: Database,
  webhookId: string,
  sealFor: (version: number) => Promise<SealedSecret>,
  overlapEndsAt: string,
): Promise<number> {
  const latest = await db
    .select({ version: sql<number>`max(${webhookSecrets.version})` })
    .from(webhookSecrets)
    .where(eq(webhookSecrets.webhookId, webhookId))
    .get();
  const version = (latest?.version ?? 0) + 1;
  const secret = await sealFor(version);
  // A concurrent rotation that took the same version makes this batch fail as a whole.
  await db.batch([
    db
      .update(webhookSecrets)
      .set({
        expiresAt: sql`CASE WHEN ${webhookSecrets.expiresAt} IS NULL OR ${webhookSecrets.expiresAt} > ${overlapEndsAt} THEN ${overlapEndsAt} ELSE ${webhookSecrets.expiresAt} END`,
      })
      .where(eq(webhookSecrets.webhookId, webhookId)),
    db.insert(webhookSecrets).values({ webhookId, version, ...secret }),
  ]);
  return version;
}

export async function revokeWebhook(db: Database, tenantId: string, webhookId: string): Promise<boolean> {
  const rows = await db
    .update(webhooks)
    .set({ revokedAt: new Date().toISOString() })
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.tenantId, tenantId), isNull(webhooks.revokedAt)))
    .returning({ id: webhooks.id });
  return rows.length === 1;
}

/** A live webhook's tenant and its secrets that have not expired (any tenant: the id decides). */
export async function loadVerificationSecrets(db: Database, webhookId: string, nowIso: string) {
  const webhook = await db
    .select({ tenantId: webhooks.tenantId })
    .from(webhooks)
    .where(and(eq(webhooks.id, webhookId), isNull(webhooks.revokedAt)))
    .get();
  if (!webhook) return null;
  const secrets: StoredSecret[] = await db
    .select({
      version: webhookSecrets.version,
      ciphertext: webhookSecrets.ciphertext,
      iv: webhookSecrets.iv,
      keyFingerprint: webhookSecrets.keyFingerprint,
      expiresAt: webhookSecrets.expiresAt,
    })
    .from(webhookSecrets)
    .where(
      and(eq(webhookSecrets.webhookId, webhookId), sql`(${webhookSecrets.expiresAt} IS NULL OR ${webhookSecrets.expiresAt} > ${nowIso})`),
    );
  return { tenantId: webhook.tenantId, secrets };
}

/** The registered owner of each named conversation (absent ones are new). */
export async function conversationOwners(db: Database, tenantId: string, conversationIds: string[]): Promise<Map<string, string>> {
  const owners = new Map<string, string>();
  for (let i = 0; i < conversationIds.length; i += 90) {
    const rows = await db
      .select({ conversationId: conversationsRegistry.conversationId, userId: conversationsRegistry.userId })
      .from(conversationsRegistry)
      .where(
        and(eq(conversationsRegistry.tenantId, tenantId), inArray(conversationsRegistry.conversationId, conversationIds.slice(i, i + 90))),
      );
    for (const row of rows) owners.set(row.conversationId, row.userId);
  }
  return owners;
}
