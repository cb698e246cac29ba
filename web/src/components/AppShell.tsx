// The signed-in frame: a header with the user's name, their account, the language chooser and
// log out; the six-month password warning above every page; and the guard that sends signed-out
// sessions back to the login page. Expiry itself is the session machine's (session-actor.ts): each
// navigation is a check.
import { ApolloProvider, useApolloClient, useMutation } from '@apollo/client/react';
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
import { apolloClient } from '../apollo.ts';
import { NotificationBell } from '../features/notifications/NotificationBell.tsx';
import { LogoutDocument } from '../generated/graphql.ts';
import { homeFor, type Role, useSession } from '../session.ts';
import { sessionLoggedOut, sessionTick } from '../session-actor.ts';
import { LanguageChooser } from './LanguageChooser.tsx';
import { PasswordAgeWarning } from './PasswordAgeWarning.tsx';

type SignedInLayoutProps = { roles: readonly Role[] };

/** The frame and its screens, with the Apollo client (loaded with this chunk, not at start). */
export function SignedInLayout({ roles }: SignedInLayoutProps) {
  return (
    <ApolloProvider client={apolloClient}>
      <SignedInFrame roles={roles} />
    </ApolloProvider>
  );
}

function SignedInFrame({ roles }: SignedInLayoutProps) {
  const session = useSession();
  const { pathname } = useLocation();

  // Every navigation is a check (the actor also ticks every 30 s).
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the navigation trigger.
  useEffect(() => {
    sessionTick();
  }, [pathname]);

  if (!session) return <Navigate to="/" replace />;
  if (!roles.includes(session.user.role))
    return <Navigate to={homeFor(session.user.role)} replace />;

  return (
    <MantineAppShell header={{ height: 76 }} padding="md">
      <MantineAppShell.Header>
        <Header fullName={session.user.fullName} role={session.user.role} />
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

/** The staff area's sections. */
const STAFF_LINKS = [
  { to: '/staff/loans', label: 'nav.loans' },
  { to: '/staff/wallets', label: 'nav.wallets' },
  { to: '/staff/machines', label: 'nav.machines' },
  { to: '/staff/validations', label: 'staffValidation.nav' },
] as const;

function StaffNavigation() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label={t('nav.label')} gap="md" pb={4} wrap="nowrap">
      {STAFF_LINKS.map(({ to, label }) => {
        const current = pathname === to || pathname.startsWith(`${to}/`);
        return (
          <Anchor
            key={to}
            component={Link}
            to={to}
            size="sm"
            fw={current ? 700 : 400}
            aria-current={current ? 'page' : undefined}
          >
            {t(label)}
          </Anchor>
        );
      })}
    </Group>
  );
}

function Header({ fullName, role }: { fullName: string; role: Role }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();

  const [endSession, { loading: loggingOut }] = useMutation(LogoutDocument);

  // The server ends the session first, while the token is still at hand; the client forgets it
  // whatever the answer (offline, the token still expires on its own).
  const logOut = async () => {
    await endSession().catch(() => null);
    sessionLoggedOut();
    void client.clearStore();
    void navigate('/', { replace: true });
  };

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="xl" align="flex-end" wrap="nowrap">
        <Text fw={700} size="lg" c="teal.9">
          {t('header.brand')}
        </Text>
        {role === 'ADMIN' && <StaffNavigation />}
      </Group>
      <Group gap="md" align="flex-end" wrap="nowrap">
        <Text fw={500} pb={4} data-testid="user-full-name">
          {fullName}
        </Text>
        {role !== 'ADMIN' && (
          <Anchor component={Link} to="/profile" size="sm" pb={4}>
            {t('profile.nav')}
          </Anchor>
        )}
        <NotificationBell />
        <Anchor component={Link} to="/account" size="sm" pb={4}>
          {t('header.account')}
        </Anchor>
        <LanguageChooser />
        <Button variant="default" size="xs" onClick={() => void logOut()} loading={loggingOut}>
          {t('header.logout')}
        </Button>
      </Group>
    </Group>
  );
}
