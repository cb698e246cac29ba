// Routes: the login page at '/' and the other signed-out account screens, then one signed-in
// area per role and the account pages every signed-in user has.
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { SignedInLayout } from './components/AppShell.tsx';
import { AccountPage } from './features/account/AccountPage.tsx';
import { ChangePasswordPage } from './features/account/ChangePasswordPage.tsx';
import { VerifyPhonePage } from './features/account/VerifyPhonePage.tsx';
import { MachinesPage } from './features/analysts/MachinesPage.tsx';
import { ActivatePage } from './features/auth/ActivatePage.tsx';
import { LoginPage } from './features/auth/LoginPage.tsx';
import { RegisterPage } from './features/auth/RegisterPage.tsx';
import { BorrowerLoanPage } from './features/borrower-loans/BorrowerLoanPage.tsx';
import { MyLoansPage } from './features/borrower-loans/MyLoansPage.tsx';
import { DemoOutboxPage } from './features/demo-outbox/DemoOutboxPage.tsx';
import { LenderHomePage } from './features/lender-home/LenderHomePage.tsx';
import { LenderWalletPage } from './features/lender-wallet/LenderWalletPage.tsx';
import { NotificationsPage } from './features/notifications/NotificationsPage.tsx';
import { ForgotPasswordPage } from './features/password-reset/ForgotPasswordPage.tsx';
import { ResetPasswordPage } from './features/password-reset/ResetPasswordPage.tsx';
import { ProfilePage } from './features/profile/ProfilePage.tsx';
import { StaffLoanPage } from './features/staff-loan/StaffLoanPage.tsx';
import { StaffLoansPage } from './features/staff-loans/StaffLoansPage.tsx';
import { StaffValidationsPage } from './features/staff-validation/StaffValidationsPage.tsx';
import { StaffWalletsPage } from './features/staff-wallets/StaffWalletsPage.tsx';
import { SurveyPage } from './features/survey/SurveyPage.tsx';
import { UnsubscribePage } from './features/unsubscribe/UnsubscribePage.tsx';

export const router = createBrowserRouter([
  { path: '/', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/activate', element: <ActivatePage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/unsubscribe', element: <UnsubscribePage /> },
  { path: '/demo/outbox', element: <DemoOutboxPage /> },
  {
    element: <SignedInLayout roles={['BORROWER']} />,
    children: [
      { path: '/borrower/proposal', element: <MyLoansPage /> },
      { path: '/borrower/loans/:id', element: <BorrowerLoanPage /> },
    ],
  },
  {
    element: <SignedInLayout roles={['ADMIN']} />,
    children: [
      { path: '/staff/loans', element: <StaffLoansPage /> },
      { path: '/staff/loans/:id', element: <StaffLoanPage /> },
      { path: '/staff/wallets', element: <StaffWalletsPage /> },
      { path: '/staff/machines', element: <MachinesPage /> },
      { path: '/staff/machines/:name', element: <MachinesPage /> },
      { path: '/staff/validations', element: <StaffValidationsPage /> },
    ],
  },
  {
    element: <SignedInLayout roles={['LENDER']} />,
    children: [
      { path: '/lender', element: <LenderHomePage /> },
      { path: '/lender/wallet', element: <LenderWalletPage /> },
    ],
  },
  {
    element: <SignedInLayout roles={['BORROWER', 'LENDER']} />,
    children: [
      { path: '/survey', element: <SurveyPage /> },
      { path: '/profile', element: <ProfilePage /> },
    ],
  },
  {
    element: <SignedInLayout roles={['BORROWER', 'LENDER', 'ADMIN']} />,
    children: [
      { path: '/account', element: <AccountPage /> },
      { path: '/account/password', element: <ChangePasswordPage /> },
      { path: '/account/verify-phone', element: <VerifyPhonePage /> },
      { path: '/notifications', element: <NotificationsPage /> },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
]);

export function App() {
  return <RouterProvider router={router} />;
}
