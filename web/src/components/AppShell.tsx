// The signed-in frame: a header with the burger (narrow screens), the logo that goes home, the
// user's name and the notification bell; beside it (below a burger on narrow screens) the role's
// sections, the language chooser and log out; the six-month password warning above every page;
// the idle warning; and the guard that sends signed-out sessions back to the login page. Expiry
// itself is the session machine's (session-actor.ts): each navigation is a check. For the
// keyboard: a "skip to content" link first; the open phone menu keeps Tab between its button and
// its sections (the page behind it inert), and Escape closes it, back to its button.
import { ApolloProvider, useApolloClient, useMutation } from '@apollo/client/react';
import {
  Anchor,
  Burger,
  Button,
  Container,
  Group,
  AppShell as MantineAppShell,
  Modal,
  NavLink,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useAfterIdle } from '../after-paint.ts';
import { apolloClient } from '../apollo.ts';
import { DemoClockControl } from '../features/demo-clock/DemoClockControl.tsx';
import { NotificationBell } from '../features/notifications/NotificationBell.tsx';
import { LogoutDocument, UnreadNotificationCountDocument } from '../generated/graphql.ts';
import { homeFor, type Role, useSession } from '../session.ts';
import { sessionLoggedOut, sessionTick } from '../session-actor.ts';
import { useIdleWarningEndsAtMs } from '../session-bridge.ts';
import './app-shell.css';
import './skip-link.css';
import { MAIN_REGION_ID } from './focus-keeper.ts';
import { LanguageChooser } from './LanguageChooser.tsx';
import { NAVBAR_BREAKPOINT, WIDE_NAVIGATION } from './navigation-width.ts';
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

/**
 * Whether the navigation's contents are rendered: on a wide screen always; on a narrow one, where
 * they are folded away (hidden, app-shell.css), from the first time the menu opens on. Not
 * rendering them before spares the first screen's render the sections, the language chooser and
 * the demo clock that nobody can see or reach yet.
 */
function useNavigationShown(menuOpened: boolean): { shown: boolean; wide: boolean } {
  const wide = useMediaQuery(WIDE_NAVIGATION, undefined, {
    getInitialValueInEffect: false,
  });
  const [openedOnce, setOpenedOnce] = useState(false);
  // Set while rendering (React re-renders at once, before committing): the contents mount in
  // the same commit as the menu opening.
  if (menuOpened && !openedOnce) setOpenedOnce(true);
  return { shown: wide || menuOpened || openedOnce, wide };
}

function SignedInFrame({ roles }: SignedInLayoutProps) {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const [menuOpened, menu] = useDisclosure(false);
  const logOut = useLogOut();
  const navigation = useNavigationShown(menuOpened);
  const navigationShown = navigation.shown;
  const burger = useRef<HTMLButtonElement>(null);
  // The phone menu covers the page: while open it is all the keyboard reaches.
  const menuCovers = menuOpened && !navigation.wide;
  useEscapeClosesMenu(menuOpened, menu.close, burger);
  useMenuHoldsTab(menuCovers, burger);

  // Every navigation is a check (the actor also ticks every 30 s), and closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the navigation trigger.
  useEffect(() => {
    sessionTick();
    menu.close();
  }, [pathname]);

  if (!session) return <Navigate to="/" replace />;
  if (!roles.includes(session.user.role))
    return <Navigate to={homeFor(session.user.role)} replace />;
  const { role, fullName } = session.user;

  return (
    <MantineAppShell
      header={{ height: 60 }}
      navbar={{
        width: 230,
        breakpoint: NAVBAR_BREAKPOINT,
        collapsed: { mobile: !menuOpened },
      }}
      padding="md"
    >
      <SkipLink />
      <MantineAppShell.Header>
        <Header
          fullName={fullName}
          role={role}
          menuOpened={menuOpened}
          onToggleMenu={menu.toggle}
          burgerRef={burger}
        />
      </MantineAppShell.Header>
      <MantineAppShell.Navbar
        id="main-navigation"
        p="sm"
        className="lumbung-navbar"
        data-menu-open={menuOpened || undefined}
        aria-label={role === 'ADMIN' ? t('nav.label') : t('shell.navLabel')}
      >
        {navigationShown && (
          <>
            <Sections role={role} />
            <MantineAppShell.Section>
              <Stack gap="sm" pt="sm" className="lumbung-navbar-footer">
                {/* Demo mode only (it shows nothing elsewhere): staff move the product's date. */}
                {role === 'ADMIN' && <DemoClockControl />}
                <LanguageChooser />
                <Button
                  variant="default"
                  onClick={() => void logOut.run()}
                  loading={logOut.loading}
                >
                  {t('header.logout')}
                </Button>
              </Stack>
            </MantineAppShell.Section>
          </>
        )}
      </MantineAppShell.Navbar>
      <MantineAppShell.Main id={MAIN_REGION_ID} tabIndex={-1} inert={menuCovers || undefined}>
        <Container size="lg" px={0}>
          <Stack gap="md">
            {/* The change form shows the same warning itself. */}
            {pathname !== '/account/password' && <PasswordAgeWarning withLink />}
            <Outlet />
          </Stack>
        </Container>
      </MantineAppShell.Main>
      <IdleWarning onLogOut={() => void logOut.run()} />
    </MantineAppShell>
  );
}

/**
 * The first Tab stop of every signed-in page, shown once focused: past the logo, the bell and the
 * dozen sections straight to the page (focused without changing the address's #).
 */
function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_REGION_ID}`}
      className="lumbung-skip-link"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_REGION_ID)?.focus();
      }}
    >
      {t('shell.skipToContent')}
    </a>
  );
}

/**
 * Escape closes the open phone menu and puts focus back on the burger that opened it; not while
 * a dialog is open (Escape is the dialog's) or when something already took the key.
 */
function useEscapeClosesMenu(
  opened: boolean,
  close: () => void,
  burger: RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    if (!opened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      close();
      burger.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [opened, close, burger]);
}

/** What Tab stops at inside `container`, in order: enabled, shown, not taken out of the order. */
function tabStops(container: Element): HTMLElement[] {
  const candidates = container.querySelectorAll<HTMLElement>(
    'a[href], button, input, select, textarea, [tabindex]',
  );
  return [...candidates].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled, input[type="hidden"]') &&
      !element.closest('[inert]') &&
      (typeof element.checkVisibility !== 'function' ||
        element.checkVisibility({ visibilityProperty: true })),
  );
}

/**
 * While the phone menu is open, Tab and Shift+Tab go round its button and its sections, never to
 * the page hidden behind it; not while a dialog is open (it keeps its own focus).
 */
function useMenuHoldsTab(active: boolean, burger: RefObject<HTMLButtonElement | null>) {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey) return;
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      const menu = document.getElementById('main-navigation');
      const button = burger.current;
      if (!menu || !button) return;
      const stops = [button, ...tabStops(menu)];
      const current = document.activeElement;
      const index = current instanceof HTMLElement ? stops.indexOf(current) : -1;
      // Inside a section's own control that is no stop of its own: the browser moves on.
      if (index === -1 && current && menu.contains(current)) return;
      const from = index === -1 ? (event.shiftKey ? 0 : -1) : index;
      const next = stops[(from + (event.shiftKey ? -1 : 1) + stops.length) % stops.length];
      event.preventDefault();
      next?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, burger]);
}

type Section = {
  to: string;
  label:
    | 'shell.myLoans'
    | 'repayment.nav'
    | 'shell.lenderHome'
    | 'shell.lenderWallet'
    | 'shell.lenderMarketplace'
    | 'shell.lenderPortfolio'
    | 'shell.lenderTax'
    | 'shell.lenderAutoLend'
    | 'shell.lenderLimits'
    | 'profile.nav'
    | 'signing.nav'
    | 'header.account'
    | 'shell.home'
    | 'nav.loans'
    | 'nav.wallets'
    | 'lenderMoney.nav'
    | 'staffDisbursements.nav'
    | 'staffPayments.nav'
    | 'lenderMoney.mutationsTitle'
    | 'nav.machines'
    | 'staffValidation.nav';
  /** Other paths that belong to the section (a loan of the list). */
  also?: readonly string[];
};

/** Each role's sections, its home (the dashboard) first. */
const SECTIONS: Record<Role, readonly Section[]> = {
  BORROWER: [
    { to: '/borrower', label: 'shell.home' },
    { to: '/borrower/proposal', label: 'shell.myLoans', also: ['/borrower/loans'] },
    { to: '/borrower/bills', label: 'repayment.nav' },
    { to: '/profile', label: 'profile.nav' },
    { to: '/signature', label: 'signing.nav' },
    { to: '/account', label: 'header.account' },
  ],
  LENDER: [
    { to: '/lender', label: 'shell.lenderHome' },
    { to: '/lender/marketplace', label: 'shell.lenderMarketplace', also: ['/lender/loans'] },
    { to: '/lender/portfolio', label: 'shell.lenderPortfolio' },
    { to: '/lender/auto-lend', label: 'shell.lenderAutoLend' },
    { to: '/lender/wallet', label: 'shell.lenderWallet' },
    { to: '/lender/mutations', label: 'lenderMoney.mutationsTitle' },
    { to: '/lender/tax-status', label: 'shell.lenderTax' },
    { to: '/lender/funding-limits', label: 'shell.lenderLimits' },
    { to: '/profile', label: 'profile.nav' },
    { to: '/signature', label: 'signing.nav' },
    { to: '/account', label: 'header.account' },
  ],
  ADMIN: [
    { to: '/staff', label: 'shell.home' },
    { to: '/staff/loans', label: 'nav.loans' },
    { to: '/staff/disbursements', label: 'staffDisbursements.nav' },
    { to: '/staff/payments', label: 'staffPayments.nav' },
    { to: '/staff/wallets', label: 'nav.wallets' },
    { to: '/staff/withdrawals', label: 'lenderMoney.nav' },
    { to: '/staff/machines', label: 'nav.machines' },
    { to: '/staff/validations', label: 'staffValidation.nav' },
    { to: '/account', label: 'header.account' },
  ],
};

const within = (pathname: string, path: string) =>
  pathname === path || pathname.startsWith(`${path}/`);

/** The section the page belongs to: the longest path that holds it ('/lender/wallet' over '/lender'). */
function currentSection(sections: readonly Section[], pathname: string): Section | undefined {
  let best: { section: Section; length: number } | undefined;
  for (const section of sections) {
    for (const path of [section.to, ...(section.also ?? [])]) {
      if (within(pathname, path) && path.length > (best?.length ?? -1))
        best = { section, length: path.length };
    }
  }
  return best?.section;
}

function Sections({ role }: { role: Role }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const sections = SECTIONS[role];
  const current = currentSection(sections, pathname);
  return (
    <MantineAppShell.Section grow>
      <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
        {sections.map((section) => (
          <li key={section.to}>
            <NavLink
              component={Link}
              to={section.to}
              label={t(section.label)}
              active={section === current}
              aria-current={section === current ? 'page' : undefined}
              fw={section === current ? 700 : 500}
            />
          </li>
        ))}
      </Stack>
    </MantineAppShell.Section>
  );
}

type HeaderProps = {
  fullName: string;
  role: Role;
  menuOpened: boolean;
  onToggleMenu: () => void;
  burgerRef: RefObject<HTMLButtonElement | null>;
};

function Header({ fullName, role, menuOpened, onToggleMenu, burgerRef }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
        <Burger
          ref={burgerRef}
          opened={menuOpened}
          onClick={onToggleMenu}
          hiddenFrom={NAVBAR_BREAKPOINT}
          size="sm"
          aria-label={t(menuOpened ? 'shell.closeMenu' : 'shell.openMenu')}
          aria-expanded={menuOpened}
          aria-controls="main-navigation"
        />
        <Anchor
          component={Link}
          to={homeFor(role)}
          fw={700}
          size="lg"
          c="teal.9"
          underline="never"
          aria-label={t('shell.homeLink')}
          data-testid="home-link"
        >
          {t('header.brand')}
        </Anchor>
      </Group>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Text fw={500} truncate="end" data-testid="user-full-name" style={{ minWidth: 0 }}>
          {fullName}
        </Text>
        <NotificationBell />
      </Group>
    </Group>
  );
}

/** Ends the session on the server, then forgets it here and goes to the login page. */
function useLogOut() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [endSession, { loading }] = useMutation(LogoutDocument);
  // The server ends the session first, while the token is still at hand; the client forgets it
  // whatever the answer (offline, the token still expires on its own).
  const run = async () => {
    await endSession().catch(() => null);
    sessionLoggedOut();
    void client.clearStore();
    void navigate('/', { replace: true });
  };
  return { run, loading };
}

/** m:ss of what is left (never below 0:00). */
function countdown(endsAtMs: number, nowMs: number): string {
  const seconds = Math.max(0, Math.ceil((endsAtMs - nowMs) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Two minutes before inactivity ends the session (the session machine's `idleWarned`): the time
 * left and a way to stay signed in — a call to the API, which is activity — or to log out now.
 */
function IdleWarning({ onLogOut }: { onLogOut: () => void }) {
  const { t } = useTranslation();
  const endsAtMs = useIdleWarningEndsAtMs();
  const client = useApolloClient();
  const [staying, setStaying] = useState(false);
  const [nowMs, setNowMs] = useState(() => Date.now());
  // The dialog (a Modal: portal, focus trap, transitions) is not part of the first screen: it
  // mounts once the browser is idle, or at once should the warning come first.
  const idle = useAfterIdle();

  useEffect(() => {
    if (endsAtMs === null) return;
    setNowMs(Date.now());
    const timer = window.setInterval(() => setNowMs(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [endsAtMs]);

  const stay = async () => {
    setStaying(true);
    // Its own request even while the bell's poll (the same query, a background one, which is no
    // activity) is on its way: merged into the poll it would not count as staying.
    await client
      .query({
        query: UnreadNotificationCountDocument,
        fetchPolicy: 'network-only',
        context: { queryDeduplication: false },
      })
      .catch(() => null);
    setStaying(false);
  };

  if (!idle && endsAtMs === null) return null;
  return (
    <Modal
      opened={endsAtMs !== null}
      onClose={() => void stay()}
      title={t('shell.idle.title')}
      closeOnClickOutside={false}
      centered
    >
      <Stack gap="md">
        <Text>{t('shell.idle.body', { time: countdown(endsAtMs ?? nowMs, nowMs) })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onLogOut}>
            {t('header.logout')}
          </Button>
          <Button onClick={() => void stay()} loading={staying} data-autofocus>
            {t('shell.idle.stay')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
