// A borrower's full profile for staff (issue 15), reached from a loan: the KYC identity with the
// ID card's image, the survey's risk score, and every section of the profile with its state in
// words, a rejection's reason and the data as saved (codes in words, documents viewable). Read
// only: staff decide on sections in the validation queue.
import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { BorrowerIdentity, STATUS_COLOURS } from '../../components/BorrowerIdentity.tsx';
import { formatDate } from '../../components/format.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { ProfileFacts } from '../../components/ProfileFacts.tsx';
import { errorMessage } from '../../components/server-errors.ts';
import { StaffBorrowerDocument, type StaffBorrowerQuery } from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

type Profile = NonNullable<StaffBorrowerQuery['borrowerProfile']>;

export function StaffBorrowerPage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(StaffBorrowerDocument, {
    variables: { userId },
    fetchPolicy: 'cache-and-network',
  });
  const profile = data?.borrowerProfile;
  return (
    <Stack gap="lg">
      <Group>
        <Button variant="subtle" px="xs" onClick={() => void navigate(-1)}>
          {t('common.back')}
        </Button>
        <Anchor component={Link} to="/staff/validations" size="sm">
          {t('evidence.backToValidations')}
        </Anchor>
      </Group>
      <Title order={1}>{t('evidence.profileTitle')}</Title>
      {data && !profile && (
        <Alert color="yellow" role="status">
          {t('evidence.profileNotFound')}
        </Alert>
      )}
      {!data && loading && <PageLoading />}
      {!data && error && <PageError message={errorMessage(error, t('common.genericError'))} />}
      {profile && <ProfileDetail profile={profile} />}
    </Stack>
  );
}

function ProfileDetail({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} data-testid="borrower-name">
          {profile.fullName}
        </Title>
        <Text size="sm">
          {t(`evidence.kinds.${profile.kind}`)} · {t('evidence.profileIntro')}
        </Text>
      </Stack>
      <Paper
        withBorder
        p="md"
        radius="md"
        component="section"
        aria-label={t('evidence.borrowerTitle')}
      >
        <BorrowerIdentity evidence={profile} />
      </Paper>
      {profile.sections.map((section) => (
        <Paper
          key={section.section}
          withBorder
          p="md"
          radius="md"
          component="section"
          aria-label={section.label[language]}
          data-testid={`borrower-section-${section.section}`}
        >
          <Stack gap="xs">
            <Group justify="space-between">
              <Title order={3} size="h4">
                {section.label[language]}
              </Title>
              <Badge color={STATUS_COLOURS[section.status] ?? 'gray'}>
                {section.statusLabel[language]}
              </Badge>
            </Group>
            {section.decidedAt && (
              <Text size="xs" c="dimmed">
                {t('evidence.decidedAt', { date: formatDate(section.decidedAt) })}
              </Text>
            )}
            {section.reason && (
              <Text size="sm" c="red.8">
                {t('evidence.rejectedReason', { reason: section.reason })}
              </Text>
            )}
            {section.data ? (
              <ProfileFacts data={section.data} labels={section.labels} />
            ) : (
              <Text size="sm" c="dimmed">
                {t('evidence.noData')}
              </Text>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
