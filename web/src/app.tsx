// Routes: the login page at '/' and the other signed-out account screens, then one signed-in
// area per role and the account pages every signed-in user has. Each screen is its own chunk,
// loaded when its route is first visited (the loading state shows meanwhile), so no route
// downloads the others' code; `bench/web.bench.ts` reads this list for its per-route sizes.
import { type ComponentType, Suspense } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, RouterProvider, redirect } from 'react-router';
import { PageChangeFocus } from './components/PageChangeFocus.tsx';
import { PageLoading } from './components/PageState.tsx';
import { RouteError } from './components/RouteError.tsx';
import { loadAppWords } from './i18n.ts';
import { lazyOnceLoaded } from './lazy-once-loaded.ts';
import { homeFor, type Role, readSession } from './session.ts';

/** How to fetch each lazy screen's chunk, so the first route's chunks can start at once. */
const loaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * A screen loaded on first visit: `screen(() => import('./x.tsx'), 'XPage')`, with the screens'
 * words (i18n.ts `loadAppWords`) fetched beside its chunk — except the login page's
 * (`{ coreWords: true }`), whose words come with the first download.
 *
 * Once its chunk is in, the screen renders as a plain component (`lazyOnceLoaded`): main.tsx
 * waits for the first screen's chunks before the first render, so that screen shows at once,
 * without a loader and the 300 ms React keeps content back after one.
 */
function screen<Name extends string, Props extends object = object>(
  loadChunk: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
  { coreWords = false } = {},
): ComponentType<Props> {
  const loadModule = coreWords
    ? loadChunk
    : async () => (await Promise.all([loadChunk(), loadAppWords()]))[0];
  const { Component, load } = lazyOnceLoaded(async () => (await loadModule())[name]);
  loaders.set(Component, load);
  return Component;
}

// The signed-in frame (header, navigation, password-age warning) is not needed signed out. It
// and the signed-out screens other than login come with the Apollo client (graphql-outlet.tsx);
// the login page, the first download, talks GraphQL without it.
const LazySignedInLayout = screen(() => import('./components/AppShell.tsx'), 'SignedInLayout');
const LazyGraphQLOutlet = screen(() => import('./graphql-outlet.tsx'), 'GraphQLOutlet');

function SignedInLayout({ roles }: { roles: readonly Role[] }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <LazySignedInLayout roles={roles} />
    </Suspense>
  );
}

function GraphQLOutlet() {
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyGraphQLOutlet />
    </Suspense>
  );
}

function Screen({ of: Page }: { of: ComponentType }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

/**
 * '/' for someone signed in is their home: the router redirects before anything renders, so the
 * login page's code is not fetched (`preloadOpenedRoute` fetches the home's chunks instead).
 */
const homeOfSignedIn = () => {
  const session = readSession();
  return session ? redirect(homeFor(session.user.role)) : null;
};

const LoginPage = screen(() => import('./features/auth/LoginPage.tsx'), 'LoginPage', {
  coreWords: true,
});
const RegisterPage = screen(() => import('./features/auth/RegisterPage.tsx'), 'RegisterPage');
const ActivatePage = screen(() => import('./features/auth/ActivatePage.tsx'), 'ActivatePage');
const ForgotPasswordPage = screen(
  () => import('./features/password-reset/ForgotPasswordPage.tsx'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = screen(
  () => import('./features/password-reset/ResetPasswordPage.tsx'),
  'ResetPasswordPage',
);
const UnsubscribePage = screen(
  () => import('./features/unsubscribe/UnsubscribePage.tsx'),
  'UnsubscribePage',
);
const DisclosurePage = screen(
  () => import('./features/disclosure/DisclosurePage.tsx'),
  'DisclosurePage',
);
const DemoOutboxPage = screen(
  () => import('./features/demo-outbox/DemoOutboxPage.tsx'),
  'DemoOutboxPage',
);
// The built-in signature provider's pages: they stand for a provider outside, so no login and no
// GraphQL (they call the provider's REST).
const LocalSigningPage = screen(
  () => import('./features/local-signing/LocalSigningPage.tsx'),
  'LocalSigningPage',
);
const SignatureActivationPage = screen(
  () => import('./features/local-signing/SignatureActivationPage.tsx'),
  'SignatureActivationPage',
);
const BorrowerDashboardPage = screen(
  () => import('./features/borrower-dashboard/BorrowerDashboardPage.tsx'),
  'BorrowerDashboardPage',
);
const StaffDashboardPage = screen(
  () => import('./features/staff-dashboard/StaffDashboardPage.tsx'),
  'StaffDashboardPage',
);
const MyLoansPage = screen(
  () => import('./features/borrower-loans/MyLoansPage.tsx'),
  'MyLoansPage',
);
const BorrowerLoanPage = screen(
  () => import('./features/borrower-loans/BorrowerLoanPage.tsx'),
  'BorrowerLoanPage',
);
const BillsPage = screen(() => import('./features/repayment/BillsPage.tsx'), 'BillsPage');
const RepaymentPage = screen(
  () => import('./features/repayment/RepaymentPage.tsx'),
  'RepaymentPage',
);
const StaffDisbursementsPage = screen(
  () => import('./features/staff-disbursements/StaffDisbursementsPage.tsx'),
  'StaffDisbursementsPage',
);
const StaffPaymentsPage = screen(
  () => import('./features/staff-payments/StaffPaymentsPage.tsx'),
  'StaffPaymentsPage',
);
const StaffLoansPage = screen(
  () => import('./features/staff-loans/StaffLoansPage.tsx'),
  'StaffLoansPage',
);
const StaffLoanPage = screen(
  () => import('./features/staff-loan/StaffLoanPage.tsx'),
  'StaffLoanPage',
);
const StaffWalletsPage = screen(
  () => import('./features/staff-wallets/StaffWalletsPage.tsx'),
  'StaffWalletsPage',
);
const MachinesPage = screen(() => import('./features/analysts/MachinesPage.tsx'), 'MachinesPage');
const StaffBorrowerPage = screen(
  () => import('./features/staff-borrower/StaffBorrowerPage.tsx'),
  'StaffBorrowerPage',
);
const StaffValidationsPage = screen(
  () => import('./features/staff-validation/StaffValidationsPage.tsx'),
  'StaffValidationsPage',
);
const ApplicantReviewPage = screen(
  () => import('./features/staff-validation/ApplicantReviewPage.tsx'),
  'ApplicantReviewPage',
);
const LenderHomePage = screen(
  () => import('./features/lender-home/LenderHomePage.tsx'),
  'LenderHomePage',
);
const LenderWalletPage = screen(
  () => import('./features/lender-wallet/LenderWalletPage.tsx'),
  'LenderWalletPage',
);
const MarketplacePage = screen(
  () => import('./features/marketplace/MarketplacePage.tsx'),
  'MarketplacePage',
);
const LenderLoanPage = screen(
  () => import('./features/lender-loan/LenderLoanPage.tsx'),
  'LenderLoanPage',
);
const PortfolioPage = screen(
  () => import('./features/portfolio/PortfolioPage.tsx'),
  'PortfolioPage',
);
const StaffMoneyPage = screen(
  () => import('./features/staff-money/StaffMoneyPage.tsx'),
  'StaffMoneyPage',
);
const AutoLendPage = screen(() => import('./features/auto-lend/AutoLendPage.tsx'), 'AutoLendPage');
const IncomeDeclarationPage = screen(
  () => import('./features/lender-limits/IncomeDeclarationPage.tsx'),
  'IncomeDeclarationPage',
);
const TaxStatusPage = screen(
  () => import('./features/lender-tax/TaxStatusPage.tsx'),
  'TaxStatusPage',
);
const LenderMutationsPage = screen(
  () => import('./features/lender-mutations/LenderMutationsPage.tsx'),
  'LenderMutationsPage',
);
const SurveyPage = screen(() => import('./features/survey/SurveyPage.tsx'), 'SurveyPage');
const SignaturePage = screen(
  () => import('./features/signature/SignaturePage.tsx'),
  'SignaturePage',
);
const ProfilePage = screen(() => import('./features/profile/ProfilePage.tsx'), 'ProfilePage');
const AccountPage = screen(() => import('./features/account/AccountPage.tsx'), 'AccountPage');
const ChangePasswordPage = screen(
  () => import('./features/account/ChangePasswordPage.tsx'),
  'ChangePasswordPage',
);
const NotificationsPage = screen(
  () => import('./features/notifications/NotificationsPage.tsx'),
  'NotificationsPage',
);
const VerifyPhonePage = screen(
  () => import('./features/account/VerifyPhonePage.tsx'),
  'VerifyPhonePage',
);

export const router = createBrowserRouter([
  {
    // A route that fails — its code gone after an update, or a render error — shows this, not
    // the router's own screen with its stack trace.
    errorElement: <RouteError />,
    // A new page takes the keyboard's focus to its main heading.
    element: <PageChangeFocus />,
    children: [
      { path: '/', element: <Screen of={LoginPage} />, loader: homeOfSignedIn },
      { path: '/sign/local/activate', element: <Screen of={SignatureActivationPage} /> },
      { path: '/sign/local/:token', element: <Screen of={LocalSigningPage} /> },
      {
        element: <GraphQLOutlet />,
        children: [
          { path: '/register', element: <Screen of={RegisterPage} /> },
          { path: '/activate', element: <Screen of={ActivatePage} /> },
          { path: '/forgot-password', element: <Screen of={ForgotPasswordPage} /> },
          { path: '/reset-password', element: <Screen of={ResetPasswordPage} /> },
          { path: '/unsubscribe', element: <Screen of={UnsubscribePage} /> },
          { path: '/demo/outbox', element: <Screen of={DemoOutboxPage} /> },
          { path: '/statistik', element: <Screen of={DisclosurePage} /> },
        ],
      },
      {
        element: <SignedInLayout roles={['BORROWER']} />,
        children: [
          { path: '/borrower', element: <Screen of={BorrowerDashboardPage} /> },
          { path: '/borrower/proposal', element: <Screen of={MyLoansPage} /> },
          { path: '/borrower/loans/:id', element: <Screen of={BorrowerLoanPage} /> },
          { path: '/borrower/bills', element: <Screen of={BillsPage} /> },
          { path: '/borrower/bills/:id', element: <Screen of={RepaymentPage} /> },
        ],
      },
      {
        element: <SignedInLayout roles={['ADMIN']} />,
        children: [
          { path: '/staff', element: <Screen of={StaffDashboardPage} /> },
          { path: '/staff/loans', element: <Screen of={StaffLoansPage} /> },
          {
            path: '/staff/loans/:id',
            element: <Screen of={StaffLoanPage} />,
            // The loan is read while the page's chunks download, not once the page has rendered.
            loader: ({ params }) => {
              const { id } = params;
              if (id)
                void import('./features/staff-loan/prefetch-staff-loan.ts').then((module) =>
                  module.prefetchStaffLoan(id),
                );
              return null;
            },
          },
          { path: '/staff/disbursements', element: <Screen of={StaffDisbursementsPage} /> },
          { path: '/staff/payments', element: <Screen of={StaffPaymentsPage} /> },
          { path: '/staff/wallets', element: <Screen of={StaffWalletsPage} /> },
          { path: '/staff/withdrawals', element: <Screen of={StaffMoneyPage} /> },
          { path: '/staff/machines', element: <Screen of={MachinesPage} /> },
          { path: '/staff/machines/:name', element: <Screen of={MachinesPage} /> },
          { path: '/staff/validations', element: <Screen of={StaffValidationsPage} /> },
          { path: '/staff/validations/:userId', element: <Screen of={ApplicantReviewPage} /> },
          { path: '/staff/borrowers/:userId', element: <Screen of={StaffBorrowerPage} /> },
        ],
      },
      {
        element: <SignedInLayout roles={['LENDER']} />,
        children: [
          { path: '/lender', element: <Screen of={LenderHomePage} /> },
          { path: '/lender/marketplace', element: <Screen of={MarketplacePage} /> },
          { path: '/lender/loans/:id', element: <Screen of={LenderLoanPage} /> },
          { path: '/lender/portfolio', element: <Screen of={PortfolioPage} /> },
          { path: '/lender/wallet', element: <Screen of={LenderWalletPage} /> },
          { path: '/lender/mutations', element: <Screen of={LenderMutationsPage} /> },
          { path: '/lender/tax-status', element: <Screen of={TaxStatusPage} /> },
          { path: '/lender/auto-lend', element: <Screen of={AutoLendPage} /> },
          { path: '/lender/funding-limits', element: <Screen of={IncomeDeclarationPage} /> },
        ],
      },
      {
        element: <SignedInLayout roles={['BORROWER', 'LENDER']} />,
        children: [
          { path: '/survey', element: <Screen of={SurveyPage} /> },
          { path: '/profile', element: <Screen of={ProfilePage} /> },
          { path: '/signature', element: <Screen of={SignaturePage} /> },
        ],
      },
      {
        element: <SignedInLayout roles={['BORROWER', 'LENDER', 'ADMIN']} />,
        children: [
          { path: '/account', element: <Screen of={AccountPage} /> },
          { path: '/account/password', element: <Screen of={ChangePasswordPage} /> },
          { path: '/account/verify-phone', element: <Screen of={VerifyPhonePage} /> },
          { path: '/notifications', element: <Screen of={NotificationsPage} /> },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);

/**
 * Starts downloading every chunk the opened address needs (its frame and its screen) together,
 * before the first render: without it each lazy level asks for the next only once it has
 * rendered, a chain of round trips on a slow network. Resolves once they are all in (or one
 * failed: the screen's own import then shows the failure), so that the first render finds them
 * loaded and shows the screen at once. Signed out, the signed-in areas are skipped (they would
 * only redirect to the login page); signed in, '/' is the home's (it redirects there), and the
 * frame's own reads are sent too.
 */
export function preloadOpenedRoute(): Promise<void> {
  const loads: Array<Promise<unknown>> = [];
  const session = readSession();
  const openedMatches = router.state.matches;
  const home =
    session && openedMatches.some((match) => match.route.path === '/')
      ? matchRoutes(router.routes, homeFor(session.user.role))
      : null;
  for (const match of home ?? openedMatches) {
    const element = match.route.element;
    if (typeof element !== 'object' || element === null || !('type' in element)) continue;
    if (element.type === SignedInLayout) {
      if (!session) break;
      // The frame's own reads go out now as well, not once it has rendered (frame-prefetch.ts).
      const { role } = session.user;
      void import('./components/frame-prefetch.ts').then((module) => module.prefetchFrame(role));
    }
    const lazyParts =
      element.type === SignedInLayout
        ? [LazySignedInLayout]
        : element.type === GraphQLOutlet
          ? [LazyGraphQLOutlet]
          : element.type === Screen
            ? [(element.props as { of: object }).of]
            : [];
    for (const part of lazyParts) {
      const load = loaders.get(part);
      if (load) loads.push(load().catch(() => undefined));
    }
  }
  return Promise.all(loads).then(() => undefined);
}

export function App() {
  return <RouterProvider router={router} />;
}
