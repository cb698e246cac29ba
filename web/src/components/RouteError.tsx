// What a route shows when it fails, instead of the router's own English screen with a stack
// trace: a screen whose code could not be fetched (the product was updated since the page
// opened, so the chunk it names is gone, or the connection dropped) asks for a reload; any other
// failure shows the generic message. Either way a reload and the way home. Part of the first
// download: it must show when the screens' chunks are what failed.
import { Alert, Button, Container, Group, Stack } from '@mantine/core';
import { useRouteError } from 'react-router';
import { i18n } from '../i18n.ts';

/** How Chromium, Firefox and Safari word a lazy module (or its stylesheet) that did not load. */
const NOT_LOADED =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function RouteError() {
  const error = useRouteError();
  const notLoaded = error instanceof Error && NOT_LOADED.test(error.message);
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Alert color={notLoaded ? 'yellow' : 'red'} role="alert">
          {i18n.t(notLoaded ? 'common.pageNotLoaded' : 'common.genericError')}
        </Alert>
        <Group>
          <Button onClick={() => window.location.reload()}>{i18n.t('common.reload')}</Button>
          <Button component="a" href="/" variant="default">
            {i18n.t('common.home')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
