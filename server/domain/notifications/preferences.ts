import { and, count, eq, sql } from 'drizzle-orm';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreferencesUpdate,
  type NotificationSettings,
} from '../../../contract/notifications';
import type { Db } from '../../db/open';
import { notificationPreferences, pushSubscriptions } from '../../db/schema';

/** Every kind is on until the customer turns it off: the news is theirs and mostly about money. */
export async function enabledKinds(db: Db, customerId: string): Promise<Set<NotificationKind>> {
  const rows = await db
    .select({ kind: notificationPreferences.kind, enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.customerId, customerId));
  const off = new Set(rows.filter((r) => !r.enabled).map((r) => r.kind));
  return new Set(NOTIFICATION_KINDS.filter((kind) => !off.has(kind)));
}

export async function notificationSettingsOf(
  db: Db,
  customerId: string,
  publicKey: string | null,
): Promise<NotificationSettings> {
  const [enabled, [devices]] = await Promise.all([
    enabledKinds(db, customerId),
    db
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.customerId, customerId)),
  ]);
  return {
    publicKey,
    devices: devices?.n ?? 0,
    kinds: NOTIFICATION_KINDS.map((kind) => ({
      kind,
      label: NOTIFICATION_KIND_LABELS[kind],
      enabled: enabled.has(kind),
    })),
  };
}

export async function setNotificationPreferences(
  db: Db,
  customerId: string,
  update: NotificationPreferencesUpdate,
): Promise<void> {
  const rows = Object.entries(update.kinds).map(([kind, enabled]) => ({
    customerId,
    kind,
    enabled: Boolean(enabled),
  }));
  if (rows.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(rows)
    .onConflictDoUpdate({
      target: [notificationPreferences.customerId, notificationPreferences.kind],
      set: { enabled: sql`excluded.enabled`, updatedOn: new Date() },
    });
}

/** Whether one kind is on for the customer (the sender asks just before sending). */
export async function isKindEnabled(db: Db, customerId: string, kind: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.customerId, customerId),
        eq(notificationPreferences.kind, kind),
      ),
    );
  return row?.enabled ?? true;
}
