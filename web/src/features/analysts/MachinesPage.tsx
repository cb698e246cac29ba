// The analysts' view (staff): every statechart of machines/ drawn here from the machine's own
// definition — laid out by ELK in the browser (statechart-layout.ts), in words of the page's
// language — with pan and zoom, a legend, and what each state and transition means. Opened from a
// loan (/staff/machines/loan?loan={id}) it opens on the loan's current state, marks the moves
// possible now, lists the path the loan took, and answers "what if" by asking the loan machine
// through the API. On a phone (and on request) the states and moves show as a list.
import { useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Grid,
  Group,
  List,
  NavLink,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { formatDateTime } from '../../components/format.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { errorMessage, hasErrorCode } from '../../components/server-errors.ts';
import { MachineDiagramDocument, MachineListDocument } from '../../generated/graphql.ts';
import { i18n, useLanguage } from '../../i18n.ts';
import { analystsEn, analystsId } from './analysts.locales.ts';
import { DetailPanel, type Diagram, useTargetWords } from './DetailPanel.tsx';
import type { Selection } from './StatechartDiagram.tsx';
import { StateList } from './StateList.tsx';
import { browserElk, useStatechartLayout } from './statechart-layout.ts';
import { type WhatIfAnswer, WhatIfPanel } from './WhatIfPanel.tsx';

export function MachinesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
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
                label={machine.title[language]}
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
                    {machine.title[language]}
                  </Anchor>
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
  // The layout worker starts while the machine's data loads.
  useEffect(() => {
    browserElk();
  }, []);
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

// The page's words join both catalogues as its chunk loads (the English one, loaded later when
// chosen, keeps them: i18next merges a loaded catalogue over what is there).
i18n.addResourceBundle('id', 'translation', { analysts: analystsId }, true, true);
i18n.addResourceBundle('en', 'translation', { analysts: analystsEn }, true, true);

const ROLE_KEYS: Record<string, 'BORROWER' | 'LENDER' | 'ADMIN' | 'SYSTEM'> = {
  borrower: 'BORROWER',
  lender: 'LENDER',
  admin: 'ADMIN',
  system: 'SYSTEM',
};

/** The deepest active states, the one with moves first: where the diagram opens. */
function currentLeaves(diagram: Diagram) {
  const parents = new Set(diagram.states.map((s) => s.parent));
  const leaves = diagram.states.filter((s) => s.active && !parents.has(s.id));
  const moving = (id: string) => diagram.transitions.some((tr) => tr.source === id && tr.possible);
  return [...leaves].sort((a, b) => Number(moving(b.id)) - Number(moving(a.id)));
}

function DiagramView({ diagram }: { diagram: Diagram }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [asList, setAsList] = useState(false);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [whatIf, setWhatIf] = useState<WhatIfAnswer | null>(null);
  const onAnswer = useCallback((answer: WhatIfAnswer | null) => setWhatIf(answer), []);
  const { nameOf, targetsOf } = useTargetWords(diagram);
  const active = currentLeaves(diagram);
  const possible = diagram.transitions.filter((tr) => tr.possible);
  const showList = phone || asList;

  return (
    <Stack gap="md">
      <div>
        <Title order={2}>{diagram.title[language]}</Title>
        {diagram.about && <Text>{diagram.about[language]}</Text>}
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
            <span data-testid="current-states">
              {active.map((s) => s.label[language]).join(', ')}
            </span>
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
                  {tr.label[language]}: {nameOf(tr.source)} → {targetsOf(tr)}
                </List.Item>
              ))}
            </List>
          )}
        </Paper>
      )}

      {!phone && (
        <SegmentedControl
          value={asList ? 'list' : 'drawing'}
          onChange={(value) => setAsList(value === 'list')}
          data={[
            { value: 'drawing', label: t('analysts.asDrawing') },
            { value: 'list', label: t('analysts.asList') },
          ]}
          aria-label={t('analysts.showAs')}
          w="fit-content"
        />
      )}

      {showList ? (
        <StateList diagram={diagram} />
      ) : (
        <DrawingArea
          diagram={diagram}
          focus={active[0]?.id ?? null}
          selection={selection}
          onSelect={setSelection}
          whatIf={whatIf}
        />
      )}

      <SimpleGrid cols={{ base: 1, lg: diagram.loanId ? 2 : 1 }}>
        {!showList && (
          <DetailPanel diagram={diagram} selection={selection} onSelect={setSelection} />
        )}
        {diagram.loanId && (
          <WhatIfPanel diagram={diagram} loanId={diagram.loanId} onAnswer={onAnswer} />
        )}
      </SimpleGrid>

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
                  {diagram.path.map((step) => {
                    const role = t(
                      `staffDesk.audit.roles.${ROLE_KEYS[step.actorRole] ?? 'SYSTEM'}`,
                    );
                    return (
                      <Table.Tr key={step.id}>
                        <Table.Td>{formatDateTime(step.at)}</Table.Td>
                        <Table.Td>{step.eventLabel[language]}</Table.Td>
                        <Table.Td>{step.fromStageLabel?.[language] ?? '—'}</Table.Td>
                        <Table.Td>{step.toStageLabel[language]}</Table.Td>
                        <Table.Td>{step.actorName ? `${step.actorName} (${role})` : role}</Table.Td>
                        <Table.Td>{step.reason ?? ''}</Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </section>
      )}
    </Stack>
  );
}

// The drawing's renderer (with Mantine's tooltips and floating-ui) is a chunk of its own, fetched
// while ELK lays the drawing out; the list view and the panels do without it.
const loadRenderer = () => import('./StatechartDiagram.tsx');
const StatechartDiagram = lazy(async () => ({ default: (await loadRenderer()).StatechartDiagram }));
const StatechartLegend = lazy(async () => ({ default: (await loadRenderer()).StatechartLegend }));

/** The drawing, once ELK has laid it out in the page's font, with its legend. */
function DrawingArea({
  diagram,
  focus,
  selection,
  onSelect,
  whatIf,
}: {
  diagram: Diagram;
  focus: string | null;
  selection: Selection | null;
  onSelect: (selection: Selection) => void;
  whatIf: WhatIfAnswer | null;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [fontHost, setFontHost] = useState<HTMLDivElement | null>(null);
  const layoutStates = useMemo(
    () =>
      diagram.states.map((s) => ({
        id: s.id,
        parent: s.parent,
        kind: s.kind,
        label: s.label[language],
      })),
    [diagram, language],
  );
  const layoutTransitions = useMemo(
    () =>
      diagram.transitions.map((tr) => ({
        source: tr.source,
        targets: tr.targets,
        label: tr.label[language],
      })),
    [diagram, language],
  );
  const layout = useStatechartLayout(
    `${diagram.name}|${language}`,
    layoutStates,
    layoutTransitions,
    () => fontHost,
  );
  const whatIfTargets = useMemo(
    () => new Set(whatIf?.allowed ? whatIf.outcomes.flatMap((o) => o.to) : []),
    [whatIf],
  );
  useEffect(() => void loadRenderer(), []);
  return (
    <Box ref={setFontHost}>
      {layout.status === 'failed' ? (
        <Alert color="red">{t('analysts.layoutFailed')}</Alert>
      ) : layout.status === 'loading' ? (
        <PageLoading />
      ) : (
        <Suspense fallback={<PageLoading />}>
          <StatechartDiagram
            title={diagram.title[language]}
            drawing={layout.drawing}
            states={diagram.states.map((s) => ({
              id: s.id,
              kind: s.kind,
              active: s.active,
              name: s.label[language],
            }))}
            transitions={diagram.transitions.map((tr) => ({
              source: tr.source,
              targets: tr.targets,
              possible: tr.possible,
              guarded: tr.condition !== null,
              name: tr.label[language],
            }))}
            focus={focus}
            selection={selection}
            onSelect={onSelect}
            whatIfTargets={whatIfTargets}
          />
          <StatechartLegend />
        </Suspense>
      )}
    </Box>
  );
}
