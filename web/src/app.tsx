// Routes: the login page at '/', then one signed-in area per role.
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { SignedInLayout } from './components/AppShell.tsx';
import { LoginPage } from './features/auth/LoginPage.tsx';
import { BorrowerLoanPage } from './features/borrower-loans/BorrowerLoanPage.tsx';
import { MyLoansPage } from './features/borrower-loans/MyLoansPage.tsx';
import { LenderHomePage } from './features/lender-home/LenderHomePage.tsx';
import { StaffLoanPage } from './features/staff-loan/StaffLoanPage.tsx';
import { StaffLoansPage } from './features/staff-loans/StaffLoansPage.tsx';

const router = createBrowserRouter([
  { path: '/', element: <LoginPage /> },
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
    ],
  },
  {
    element: <SignedInLayout roles={['LENDER']} />,
    children: [{ path: '/lender', element: <LenderHomePage /> }],
  },
  { path: '*', element: <Navigate to="/" replace /> },
]);

export function App() {
  return <RouterProvider router={router} />;
}
