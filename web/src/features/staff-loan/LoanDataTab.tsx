// Tab 1 of the staff loan screen, 'Data Pinjaman': the loan facts at hand, read-only. The shared
// loan-data field components (with the staff edit rule) replace this file's contents.
import { useTranslation } from 'react-i18next';
import { FactList } from '../../components/FactList.tsx';
import { formatDate, formatRupiah } from '../../components/format.ts';
import type { StaffLoanFieldsFragment } from '../../generated/graphql.ts';

export function LoanDataTab({ loan }: { loan: StaffLoanFieldsFragment }) {
  const { t } = useTranslation();
  return (
    <FactList
      facts={[
        { label: t('loanData.product'), value: loan.product.productName },
        { label: t('loanData.loanValue'), value: formatRupiah(loan.applicationValue) },
        { label: t('loanData.requiredDate'), value: formatDate(loan.requiredDate) },
        { label: t('loanData.objective'), value: loan.purpose || '-' },
        {
          label: t('staffDesk.borrowerType'),
          value: loan.borrower.isPersonal ? t('staffDesk.personal') : t('staffDesk.company'),
        },
        { label: t('loanData.borrowerName'), value: loan.borrower.fullName },
      ]}
    />
  );
}
