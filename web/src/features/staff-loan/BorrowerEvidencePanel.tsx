// The borrower beside the decision (issue 15): the KYC identity with the ID card's image next to
// the NIK and the name, each profile section's state in words, the survey's risk score, and the
// way to the borrower's full profile.
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BorrowerIdentity, SectionStates } from '../../components/BorrowerIdentity.tsx';
import type { BorrowerEvidenceFieldsFragment } from '../../generated/graphql.ts';
import { StaffLoanPanel } from './StaffLoanPanel.tsx';

export function BorrowerEvidencePanel({
  evidence,
}: {
  evidence: BorrowerEvidenceFieldsFragment | null | undefined;
}) {
  const { t } = useTranslation();
  return (
    <StaffLoanPanel title={t('evidence.borrowerTitle')} testId="borrower-evidence">
      {evidence ? (
        <Stack gap="md">
          <BorrowerIdentity evidence={evidence} />
          <Stack gap={4}>
            <Title order={3} size="h5">
              {t('evidence.sectionsTitle')}
            </Title>
            <SectionStates sections={evidence.sections} />
          </Stack>
          <Anchor component={Link} to={`/staff/borrowers/${evidence.userId}`} size="sm">
            {t('evidence.fullProfile')}
          </Anchor>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('evidence.noProfile')}
        </Text>
      )}
    </StaffLoanPanel>
  );
}
