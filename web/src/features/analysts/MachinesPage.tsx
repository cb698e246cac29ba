// The analysts' view (staff): every statechart of machines/ as a diagram drawn by the gateway from
// the machine definition itself, with its states' and transitions' descriptions. Opened from a
// loan (/staff/machines/loan?loan={id}) it highlights the loan's current state and the transitions
// possible now, and lists the path the loan took (its audit trail).
import { useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Grid,
  Group,
  List,
  NavLink,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { formatDateTime } from '../../components/format.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { errorMessage, hasErrorCode } from '../../components/server-errors.ts';
import {
  MachineDiagramDocument,
  type MachineDiagramQuery,
  MachineListDocument,
} from '../../generated/graphql.ts';

type Diagram = NonNullable<MachineDiagramQuery['machineDiagram']>;

export function MachinesPage() {
  const { t } = useTranslation();
  const { name } = useParams();
  const [searchParams] = useSearchParams();
  const loanId = searchParams.get('loan');
  const list = useQuery(MachineListDocument);
  const machines = list.data?.machineDiagrams ?? [];

  return (
    <Stack gap="lg">
      <Title order={1}>{t('analysts.title')}</Title>
      <Text c="dimmed">{t('analysts.intro')}</Text>
      <LoanForm initial={loanId ?? ''} />
      <Grid>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder p="xs" radius="md" component="nav" aria-label={t('analysts.machines')}>
            <Text fw={600} size="sm" px="xs" pb="xs">
              {t('analysts.machines')}
            </Text>
            {list.loading && !list.data && <PageLoading />}
            {list.error && !list.data && (
              <PageError message={errorMessage(list.error, t('common.genericError'))} />
            )}
            {machines.map((machine) => (
              <NavLink
                key={machine.name}
                component={Link}
                to={`/staff/machines/${machine.name}`}
                label={machine.name}
                active={machine.name === name}
                aria-current={machine.name === name ? 'page' : undefined}
              />
            ))}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {name ? (
            <MachineDetail name={name} loanId={loanId} />
          ) : (
            <List spacing="xs">
              {machines.map((machine) => (
                <List.Item key={machine.name}>
                  <Anchor component={Link} to={`/staff/machines/${machine.name}`}>
                    {machine.name}
                  </Anchor>
                  {machine.description ? ` — ${machine.description}` : ''}
                </List.Item>
              ))}
            </List>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

const loanSchema = z.object({ loanId: z.string().trim().regex(/^\d+$/, 'loanIdInvalid') });

/** Opens the loan machine highlighted for a loan id. */
function LoanForm({ initial }: { initial: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof loanSchema>, unknown, z.output<typeof loanSchema>>({
    resolver: zodResolver(loanSchema),
    values: { loanId: initial },
  });
  const onSubmit = handleSubmit(({ loanId }) => {
    void navigate(`/staff/machines/loan?loan=${encodeURIComponent(loanId)}`);
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('analysts.openLoan')}>
      <Group align="flex-end">
        <TextInput
          label={t('analysts.loanId')}
          inputMode="numeric"
          maw={200}
          error={errors.loanId ? t('analysts.loanIdInvalid') : undefined}
          {...register('loanId')}
        />
        <Button type="submit" variant="default">
          {t('analysts.openLoan')}
        </Button>
      </Group>
    </form>
  );
}

function MachineDetail({ name, loanId }: { name: string; loanId: string | null }) {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(MachineDiagramDocument, {
    variables: { name, loanId },
    fetchPolicy: 'cache-and-network',
  });
  if (!data && loading) return <PageLoading />;
  if (!data && hasErrorCode(error, 'LOAN_NOT_FOUND')) {
    return <Alert color="red">{t('analysts.loanNotFound')}</Alert>;
  }
  if (!data) return <PageError message={errorMessage(error, t('common.genericError'))} />;
  const diagram = data.machineDiagram;
  if (!diagram) return <Alert color="yellow">{t('analysts.notFound')}</Alert>;
  return <DiagramView diagram={diagram} />;
}

function DiagramView({ diagram }: { diagram: Diagram }) {
  const { t } = useTranslation();
  const keyOf = new Map(diagram.states.map((s) => [s.id, s.key]));
  const active = diagram.states.filter(
    (s) => s.active && !diagram.states.some((c) => c.parent === s.id),
  );
  const possible = diagram.transitions.filter((tr) => tr.possible);
  const stateName = (id: string) => keyOf.get(id) ?? id;

  return (
    <Stack gap="md">
      <div>
        <Title order={2}>{diagram.name}</Title>
        {diagram.description && <Text>{diagram.description}</Text>}
        <Text size="sm" c="dimmed">
          {t('analysts.file')}: <code>{diagram.file}</code>
        </Text>
      </div>

      {diagram.loanId && (
        <Paper withBorder p="md" radius="md" data-testid="loan-highlight">
          <Title order={3} size="h4">
            {t('analysts.forLoan', { id: diagram.loanId })}
          </Title>
          <Text>
            {t('analysts.currentState')}:{' '}
            <span data-testid="current-states">{active.map((s) => s.key).join(', ')}</span>
          </Text>
          <Text mt="xs" fw={500}>
            {t('analysts.possibleNow')}
          </Text>
          {possible.length === 0 ? (
            <Text c="dimmed">{t('analysts.nonePossible')}</Text>
          ) : (
            <List data-testid="possible-events">
              {possible.map((tr) => (
                <List.Item key={`${tr.source}-${tr.event}-${tr.targets.join(',')}`}>
                  <code>{tr.event}</code>: {stateName(tr.source)} →{' '}
                  {tr.targets.map(stateName).join(', ') || stateName(tr.source)}
                </List.Item>
              ))}
            </List>
          )}
        </Paper>
      )}

      <Box
        tabIndex={0}
        role="region"
        aria-label={t('analysts.diagram', { name: diagram.name })}
        data-testid="machine-svg"
        style={{
          overflow: 'auto',
          maxHeight: '70vh',
          border: '1px solid var(--mantine-color-gray-3)',
        }}
        // The SVG is drawn by the gateway from the machine definition; every text in it is escaped.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own generated, escaped SVG.
        dangerouslySetInnerHTML={{ __html: diagram.svg }}
      />

      {diagram.loanId && (
        <section aria-labelledby="loan-path-title">
          <Title order={3} size="h4" id="loan-path-title">
            {t('analysts.path')}
          </Title>
          {diagram.path.length === 0 ? (
            <Text c="dimmed">{t('analysts.pathEmpty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped data-testid="loan-path" aria-labelledby="loan-path-title">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('analysts.at')}</Table.Th>
                    <Table.Th scope="col">{t('analysts.event')}</Table.Th>
                    <Table.Th scope="col">{t('analysts.from')}</Table.Th>
                    <Table.Th scope="col">{t('analysts.to')}</Table.Th>
                    <Table.Th scope="col">{t('analysts.by')}</Table.Th>
                    <Table.Th scope="col">{t('analysts.reason')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {diagram.path.map((step) => (
                    <Table.Tr key={step.id}>
                      <Table.Td>{formatDateTime(step.at)}</Table.Td>
                      <Table.Td>
                        <code>{step.event}</code>
                      </Table.Td>
                      <Table.Td>{step.fromStage ?? '—'}</Table.Td>
                      <Table.Td>{step.toStage}</Table.Td>
                      <Table.Td>
                        {step.actorName ? `${step.actorName} (${step.actorRole})` : step.actorRole}
                      </Table.Td>
                      <Table.Td>{step.reason ?? ''}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </section>
      )}

      <section aria-labelledby="machine-states-title">
        <Title order={3} size="h4" id="machine-states-title">
          {t('analysts.states')}
        </Title>
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-labelledby="machine-states-title" data-testid="machine-states">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('analysts.stateColumn')}</Table.Th>
                <Table.Th scope="col">{t('analysts.description')}</Table.Th>
                <Table.Th scope="col">{t('analysts.tags')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {diagram.states.map((state) => (
                <Table.Tr key={state.id} data-active={state.active || undefined}>
                  <Table.Td>
                    <code>{state.id}</code>{' '}
                    {state.active && (
                      <Badge color="teal" size="sm">
                        {t('analysts.active')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{state.description ?? ''}</Table.Td>
                  <Table.Td>{state.tags.join(', ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </section>

      <section aria-labelledby="machine-transitions-title">
        <Title order={3} size="h4" id="machine-transitions-title">
          {t('analysts.transitions')}
        </Title>
        <Table.ScrollContainer minWidth={720}>
          <Table striped aria-labelledby="machine-transitions-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('analysts.event')}</Table.Th>
                <Table.Th scope="col">{t('analysts.from')}</Table.Th>
                <Table.Th scope="col">{t('analysts.to')}</Table.Th>
                <Table.Th scope="col">{t('analysts.guarded')}</Table.Th>
                <Table.Th scope="col">{t('analysts.description')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {diagram.transitions.map((tr) => (
                <Table.Tr key={`${tr.source}|${tr.event}|${tr.targets.join(',')}`}>
                  <Table.Td>
                    <code>{tr.event}</code>{' '}
                    {tr.possible && (
                      <Badge color="teal" size="sm">
                        {t('analysts.possible')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{stateName(tr.source)}</Table.Td>
                  <Table.Td>
                    {tr.targets.map(stateName).join(', ') || stateName(tr.source)}
                  </Table.Td>
                  <Table.Td>{tr.guarded ? t('analysts.yes') : ''}</Table.Td>
                  <Table.Td>{tr.description ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </section>
    </Stack>
  );
}
