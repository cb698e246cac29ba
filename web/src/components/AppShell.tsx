// The signed-in frame: a header with the user's name, their account, the language chooser and
// log out; the six-month password warning above every page; and the guard that sends signed-out
// (or soon-expiring) sessions back to the login page.
import { useApolloClient } from '@apollo/client/react';
import {
  Anchor,
  Button,
  Container,
  Group,
  AppShell as MantineAppShell,
  Stack,
  Text,
} from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import {
  clearSession,
  expireSession,
  homeFor,
  isExpiring,
  type Role,
  readSession,
  useSession,
} from '../session.ts';
import { LanguageChooser } from './LanguageChooser.tsx';
import { PasswordAgeWarning } from './PasswordAgeWarning.tsx';

const EXPIRY_CHECK_INTERVAL_MS = 30_000;

type SignedInLayoutProps = { roles: readonly Role[] };

export function SignedInLayout({ roles }: SignedInLayoutProps) {
  const session = useSession();
  const client = useApolloClient();
  const { pathname } = useLocation();

  // Checked on every navigation and every 30 s; a proper session machine replaces this later.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the navigation trigger.
  useEffect(() => {
    const check = () => {
      const current = readSession();
      if (current && isExpiring(current, Date.now())) {
        expireSession();
        void client.clearStore();
      }
    };
    check();
    const timer = window.setInterval(check, EXPIRY_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [client, pathname]);

  if (!session) return <Navigate to="/" replace />;
  if (isExpiring(session, Date.now())) return null;
  if (!roles.includes(session.user.role))
    return <Navigate to={homeFor(session.user.role)} replace />;

  return (
    <MantineAppShell header={{ height: 76 }} padding="md">
      <MantineAppShell.Header>
        <Header fullName={session.user.fullName} />
      </MantineAppShell.Header>
      <MantineAppShell.Main>
        <Container size="lg">
          <Stack gap="md">
            {/* The change form shows the same warning itself. */}
            {pathname !== '/account/password' && <PasswordAgeWarning withLink />}
            <Outlet />
          </Stack>
        </Container>
      </MantineAppShell.Main>
    </MantineAppShell>
  );
}

function Header({ fullName }: { fullName: string }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();

  const logOut = () => {
    clearSession();
    void client.clearStore();
    void navigate('/', { replace: true });
  };

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Text fw={700} size="lg" c="teal.8">
        {t('header.brand')}
      </Text>
      <Group gap="md" align="flex-end" wrap="nowrap">
        <Text fw={500} pb={4} data-testid="user-full-name">
          {fullName}
        </Text>
        <Anchor component={Link} to="/account" size="sm" pb={4}>
          {t('header.account')}
        </Anchor>
        <LanguageChooser />
        <Button variant="default" size="xs" onClick={logOut}>
          {t('header.logout')}
        </Button>
      </Group>
    </Group>
  );
}
