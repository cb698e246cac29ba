// Tab 2 of the staff loan screen, 'Data Jaminan': the guarantee (bail) fields as the loan holds
// them, read-only. The shared guarantee field components replace this file's contents.
import { useTranslation } from 'react-i18next';
import { FactList } from '../../components/FactList.tsx';
import { formatRupiah } from '../../components/format.ts';
import type { StaffLoanFieldsFragment } from '../../generated/graphql.ts';

export function GuaranteeDataTab({ bail }: { bail: StaffLoanFieldsFragment['bailView'] }) {
  const { t } = useTranslation();
  const text = (value: string | null | undefined) => value || '-';
  return (
    <FactList
      facts={[
        { label: t('staffDesk.guarantee.type'), value: text(bail.type) },
        { label: t('staffDesk.guarantee.certificateType'), value: text(bail.certificateType) },
        { label: t('staffDesk.guarantee.certificateNumber'), value: text(bail.certificateNumber) },
        { label: t('staffDesk.guarantee.certificateFile'), value: text(bail.certificateFile) },
        {
          label: t('staffDesk.guarantee.estimatedValue'),
          value: bail.estimatedValue ? formatRupiah(bail.estimatedValue) : '-',
        },
        { label: t('staffDesk.guarantee.pbb'), value: text(bail.pbbDocumentFile) },
        { label: t('staffDesk.guarantee.imb'), value: text(bail.imbDocumentFile) },
        {
          label: t('staffDesk.guarantee.otherDocuments'),
          value: bail.otherDocumentFiles.length > 0 ? bail.otherDocumentFiles.join(', ') : '-',
        },
        { label: t('staffDesk.guarantee.surfaceArea'), value: text(bail.surfaceArea) },
        { label: t('staffDesk.guarantee.buildingArea'), value: text(bail.buildingArea) },
        { label: t('staffDesk.guarantee.address'), value: text(bail.address) },
        { label: t('staffDesk.guarantee.village'), value: text(bail.village) },
        { label: t('staffDesk.guarantee.subDistrict'), value: text(bail.subDistrict) },
        { label: t('staffDesk.guarantee.city'), value: text(bail.city) },
        { label: t('staffDesk.guarantee.province'), value: text(bail.province) },
        { label: t('staffDesk.guarantee.postalCode'), value: text(bail.postalCode) },
        { label: t('staffDesk.guarantee.country'), value: bail.country },
        {
          label: t('staffDesk.guarantee.insurance'),
          value: bail.insurance ? t('staffDesk.guarantee.yes') : t('staffDesk.guarantee.no'),
        },
      ]}
    />
  );
}
