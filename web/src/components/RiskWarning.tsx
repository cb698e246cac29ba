// The risk warning OJK requires of P2P lending platforms on their home page (issue 21): a civil
// agreement between lender and borrower, the lender bears the risk of default, money may be lost,
// read and understand first, OJK supervises. Plain text only: it sits on the login page, the
// first download.
import { List, Paper, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const POINTS = ['civil', 'default', 'loss', 'read', 'borrower', 'ojk'] as const;

export function RiskWarning() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby={titleId}
      data-testid="risk-warning"
    >
      <Title order={2} size="h5" id={titleId} mb="xs">
        {t('riskWarning.title')}
      </Title>
      <List size="sm" spacing={4}>
        {POINTS.map((point) => (
          <List.Item key={point}>{t(`riskWarning.${point}`)}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
