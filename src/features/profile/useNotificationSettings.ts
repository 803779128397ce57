import { useCallback, useEffect, useState } from 'react';
import type { NotificationSettings } from '../../../contract/notifications';
import { NOTIFICATIONS_ROW_ID } from '../../offline/db';
import { useMirrorRow } from '../../offline/react/mirror';
import { useCustomerDb } from '../../offline/react/useCustomerDb';
import { keepNotificationSettings, loadNotificationSettings } from './api';

/**
 * The notification settings: the server's answer on this screen first (it is the newest), else
 * the device's copy. Every answer is kept on the device; `answered` says this screen has the
 * server's word. Read afresh on each return online and on `retry` ('Try again').
 */
export function useNotificationSettings(online: boolean) {
  const db = useCustomerDb();
  const kept = useMirrorRow('notifications', NOTIFICATIONS_ROW_ID).row;
  const [answered, setAnswered] = useState<NotificationSettings | null>(null);
  const settings = answered ?? kept ?? null;
  const setSettings = useCallback(
    (next: NotificationSettings) => {
      setAnswered(next);
      void keepNotificationSettings(db, next);
    },
    [db],
  );
  const [failed, setFailed] = useState(false);

  // Bumped by 'Try again'; each bump (and each return online) reads the settings afresh.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!online) return;
    let current = true;
    loadNotificationSettings().then(
      (loaded) => {
        if (!current) return;
        setSettings(loaded);
        setFailed(false);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [online, attempt, setSettings]);

  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };
  return { settings, answered: answered !== null, setSettings, failed, retry };
}
