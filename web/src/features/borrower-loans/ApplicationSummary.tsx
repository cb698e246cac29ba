// What an application holds, in one read-only list: the confirmation before the final submit
// and the overview of a submitted application show the same facts (amount, date, collateral,
// how many photos and documents).
import { useTranslation } from 'react-i18next';
import { type Fact, FactList } from '../../components/FactList.tsx';
import { formatBorrowerRupiah, formatDate } from '../../components/format.ts';
import type { ApplicationValues } from '../../components/loan-fields/application-values.ts';

/** The documents of the collateral: certificate, PBB, IMB and the other documents. */
export function documentCount(bail: ApplicationValues['bail']): number {
  const single = [bail.certificateFile, bail.pbbDocumentFile, bail.imbDocumentFile];
  return single.filter(Boolean).length + bail.otherDocumentFiles.length;
}

export function ApplicationSummary({
  values,
  productName,
  photoCount,
}: {
  values: ApplicationValues;
  productName: string;
  photoCount: number;
}) {
  const { t } = useTranslation();
  const { loanData, bail } = values;
  const rupiah = (digits: string) => (digits ? formatBorrowerRupiah(digits) : '-');
  const address = [bail.address, bail.village, bail.subDistrict, bail.city, bail.province]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  const facts: Fact[] = [
    { label: t('loanFields.product'), value: productName || '-' },
    { label: t('loanFields.applicationValue'), value: rupiah(loanData.applicationValue) },
    { label: t('loanFields.requiredDate'), value: formatDate(loanData.requiredDate) },
    { label: t('borrowerFlow.summary.purpose'), value: loanData.purpose || '-' },
    {
      label: t('loanFields.guaranteeType'),
      value: bail.type ? t(`loanFields.guaranteeTypes.${bail.type}`) : '-',
    },
    { label: t('loanFields.estimatedValue'), value: rupiah(bail.estimatedValue) },
    {
      label: t('borrowerFlow.summary.certificate'),
      value: bail.certificateType
        ? `${t(`loanFields.certificateTypes.${bail.certificateType}`)} ${bail.certificateNumber}`.trim()
        : '-',
    },
    { label: t('borrowerFlow.summary.collateralAddress'), value: address || '-' },
    {
      label: t('borrowerFlow.summary.photos'),
      value: t('borrowerFlow.summary.photoCount', { count: photoCount }),
    },
    {
      label: t('borrowerFlow.summary.documents'),
      value: t('borrowerFlow.summary.documentCount', { count: documentCount(bail) }),
    },
  ];
  return <FactList facts={facts} />;
}
