// Loading and failure states shared by the pages.
import { Alert, Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status">
      <Loader size="sm" mr="sm" />
      <Text>{t('common.loading')}</Text>
    </Center>
  );
}

export function PageError({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('common.loadFailed')}>
      {message}
    </Alert>
  );
}
