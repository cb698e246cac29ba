// Staff: the people whose data waits for validation (spec §1, §6 "staff validate data"), the
// longest waiting first — what waits, when it was sent and for how long — each opening one
// review page for the whole person (ApplicantReviewPage).
import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../components/format.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { problemText, serverProblem } from '../../components/server-errors.ts';
import { ACTION_CELL } from '../../components/table-layout.ts';
import { useWaitingText } from '../../components/waiting-time.ts';
import { WaitingApplicantsDocument } from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

export function StaffValidationsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const waitingText = useWaitingText();
  const { data, loading, error } = useQuery(WaitingApplicantsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  if (!data && loading) return <PageLoading />;
  if (!data) return <PageError message={problemText(t, serverProblem(error))} />;
  const people = data.waitingApplicants;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('staffValidation.title')}</Title>
      <Text c="dimmed">{t('staffValidation.intro')}</Text>
      {people.length === 0 ? (
        <Text data-testid="validation-empty">{t('staffValidation.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover aria-label={t('staffValidation.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('staffValidation.person')}</Table.Th>
                <Table.Th scope="col">{t('staffValidation.kind')}</Table.Th>
                <Table.Th scope="col">{t('staffValidation.waitingSections')}</Table.Th>
                <Table.Th scope="col">{t('staffValidation.submittedAt')}</Table.Th>
                <Table.Th scope="col">{t('staffValidation.waiting')}</Table.Th>
                {/* Sticky at the container's edge (table-layout.ts), and so positioned: the hidden
                    text is clipped with the table's scroll area, never widening the page. */}
                <Table.Th scope="col" {...ACTION_CELL}>
                  <VisuallyHidden>{t('staffValidation.open')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {people.map((person) => {
                const waiting = person.waitingSectionLabels.map((label) => label[language]);
                if (person.bankChangeWaiting) waiting.push(t('staffValidation.bankChange'));
                return (
                  <Table.Tr key={person.userId} data-testid={`applicant-${person.email}`}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {person.fullName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {person.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {t(`staffValidation.kinds.${person.kind}`)} · {t(`roles.${person.role}`)}
                    </Table.Td>
                    <Table.Td>
                      <Badge color="yellow" c="black" mr="xs">
                        {waiting.length}
                      </Badge>
                      <Text span size="sm">
                        {waiting.join(', ')}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatDate(person.waitingSince)}</Table.Td>
                    <Table.Td>{waitingText(person.waitingSince)}</Table.Td>
                    <Table.Td {...ACTION_CELL}>
                      <Anchor
                        component={Link}
                        to={`/staff/validations/${person.userId}`}
                        aria-label={t('staffValidation.openPerson', { name: person.fullName })}
                      >
                        {t('staffValidation.open')}
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
