// Toasts: titled 'Berhasil'/'Gagal' ('Success'/'Error'), one at a time per message (a stable id
// per message makes Mantine ignore a duplicate while the first is still shown); the close button
// has a name.
import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n.ts';

export function notifySuccess(message: string): void {
  notifications.show({
    id: `success:${message}`,
    title: i18n.t('toast.success'),
    message,
    color: 'teal',
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
  });
}

export function notifyError(message: string): void {
  notifications.show({
    id: `error:${message}`,
    title: i18n.t('toast.error'),
    message,
    color: 'red',
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
  });
}
