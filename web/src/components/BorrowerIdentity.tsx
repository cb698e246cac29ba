// A borrower's KYC identity as staff check it (issue 15): the ID card's image beside its number
// (NIK) and the name on it — a company's representative's — the e-mail, and the psychometric
// survey's risk score; below, each profile section's state in words.
import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BorrowerEvidenceFieldsFragment } from '../generated/graphql.ts';
import { useLanguage } from '../i18n.ts';
import { isImagePath, openFileInNewTab } from './file-service.ts';
import { formatDate } from './format.ts';
import { StoredImage } from './StoredImage.tsx';

type Evidence = BorrowerEvidenceFieldsFragment;

/** A section status's badge colour, as on the borrower's own profile page. */
export const STATUS_COLOURS: Record<string, string> = {
  EMPTY: 'gray',
  FILLED: 'blue',
  SUBMITTED: 'yellow',
  VALIDATED: 'teal',
  REJECTED: 'red',
};

export function BorrowerIdentity({ evidence }: { evidence: Evidence }) {
  const { t } = useTranslation();
  const { identity, survey } = evidence;
  const name = identity.name ?? evidence.fullName;
  const representative = identity.holder === 'REPRESENTATIVE';
  const language = useLanguage();
  const facts = [
    { label: t('evidence.nik'), value: identity.idNumber ?? '-' },
    {
      label: representative ? t('evidence.representative') : t('evidence.idCardName'),
      value: identity.name ?? '-',
    },
    ...(representative ? [{ label: t('evidence.company'), value: evidence.fullName }] : []),
    { label: t('evidence.email'), value: evidence.email },
    {
      label: t('evidence.riskScore'),
      value:
        survey.submitted && survey.score !== null && survey.score !== undefined
          ? t('evidence.riskScoreValue', {
              score: survey.score,
              rating: survey.ratingLabel?.[language] ?? '-',
              date: formatDate(survey.submittedAt),
            })
          : t('evidence.surveyMissing'),
    },
  ];
  return (
    // The card's image beside its number and name: what staff compare.
    <Group align="flex-start" gap="md" data-testid="borrower-identity">
      <Stack gap={4} w={220} maw="100%">
        {identity.idCardFile && isImagePath(identity.idCardFile) ? (
          <StoredImage
            path={identity.idCardFile}
            alt={t('evidence.idCardAlt', { name })}
            height={138}
            width="100%"
          />
        ) : (
          <Text size="sm" c="dimmed">
            {identity.idCardFile ? t('evidence.idCardNotImage') : t('evidence.idCardMissing')}
          </Text>
        )}
        {identity.idCardFile && (
          <Button
            variant="subtle"
            size="compact-sm"
            w="fit-content"
            px={0}
            onClick={() => identity.idCardFile && openFileInNewTab(identity.idCardFile)}
          >
            {t('evidence.openIdCard')}
          </Button>
        )}
      </Stack>
      <Stack component="dl" gap={6} m={0} style={{ flex: '1 1 200px', minWidth: 0 }}>
        {facts.map(({ label, value }) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="sm" fw={500} m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </Stack>
    </Group>
  );
}

/** Each profile section with its state in words (and a rejection's reason). */
export function SectionStates({ sections }: { sections: Evidence['sections'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, sm: 2 }}
      spacing="md"
      verticalSpacing={6}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('evidence.sectionsTitle')}
    >
      {sections.map((section) => (
        <li key={section.section}>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text size="sm">{section.label[language]}</Text>
            <Badge color={STATUS_COLOURS[section.status] ?? 'gray'} style={{ flexShrink: 0 }}>
              {section.statusLabel[language]}
            </Badge>
          </Group>
          {section.reason && (
            <Text size="xs" c="red.8">
              {t('evidence.rejectedReason', { reason: section.reason })}
            </Text>
          )}
        </li>
      ))}
    </SimpleGrid>
  );
}
