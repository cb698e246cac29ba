// The toasts' container (with its transitions and drag-to-dismiss): a module of its own that main.tsx
// loads after the first screen. notify.ts imports only the store from the same package, so a
// screen that shows a toast does not download the container as well.
// Its styles after the component (and so after the Notification styles it builds on).
export { Notifications as Toasts } from '@mantine/notifications';

import '@mantine/notifications/styles.css';
