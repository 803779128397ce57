import { z } from 'zod/mini';
import { addressSuggestions } from '../../../contract/address';
import { user, type User } from '../../../contract/auth';
import {
  notificationSettings,
  type NotificationPreferencesUpdate,
  type NotificationSettings,
} from '../../../contract/notifications';
import type { ChangePasswordRequest, ProfileUpdate } from '../../../contract/profile';
import { api } from '../../lib/api';
import { rememberUser } from '../../offline/session';
import { NOTIFICATIONS_ROW_ID, type CustomerDb } from '../../offline/db';
import { refreshMirror } from '../../offline/mirrors/store';

/**
 * Fills the profile mirror, which also feeds the locally kept user and the top bar. Quiet
 * offline: the page shows the profile as last saved.
 */
export const loadProfile = async (): Promise<void> => {
  await rememberUser(await api.get('/api/customer/user', user, { quietOffline: true }));
};

/** Saves the profile and answers the saved record; the server's words are toasted. */
export const updateProfile = (update: ProfileUpdate): Promise<User> =>
  api.post('/api/customer/update', update, user, { toastSuccess: true });

export const changePassword = (values: ChangePasswordRequest) =>
  api.post('/api/customer/change/password', values, z.unknown(), { toastSuccess: true });

/**
 * Street addresses from the server's maps service. Quiet either way: the bundled suburb list is
 * always there, so a failed lookup is no news worth a toast.
 */
export const suggestAddresses = (q: string, signal: AbortSignal) =>
  api.get(`/api/address/suggestions?q=${encodeURIComponent(q)}`, addressSuggestions, {
    toastError: false,
    signal,
  });

/**
 * Notification settings are the server's to keep: read them fresh, quietly offline. Each answer
 * is also kept on the device (keepNotificationSettings) so an offline profile shows them as last
 * seen.
 */
export const loadNotificationSettings = () =>
  api.get('/api/customer/notifications', notificationSettings, {
    quietOffline: true,
    toastError: false,
  });

export const saveNotificationKinds = (update: NotificationPreferencesUpdate) =>
  api.put('/api/customer/notifications', update, notificationSettings);

/** Keeps the settings the server last answered in the device's copy (the 'notifications' mirror). */
export const keepNotificationSettings = (
  db: CustomerDb,
  settings: NotificationSettings,
): Promise<void> => refreshMirror(db, 'notifications', [{ id: NOTIFICATIONS_ROW_ID, ...settings }]);
