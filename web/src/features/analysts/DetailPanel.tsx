// What the selected state or transition means: its description, who may send the event and its
// guard in words (machines/diagram/words.ts through the gateway), in the page's language.
import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MachineDiagramQuery } from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';
import type { Selection } from './StatechartDiagram.tsx';

export type Diagram = NonNullable<MachineDiagramQuery['machineDiagram']>;
export type DiagramTransitionData = Diagram['transitions'][number];

/** Where a transition goes, in words: its targets, or "stays" for a self-transition. */
export function useTargetWords(diagram: Diagram) {
  const { t } = useTranslation();
  const language = useLanguage();
  const nameOf = (id: string) => diagram.states.find((s) => s.id === id)?.label[language] ?? id;
  return {
    nameOf,
    targetsOf: (transition: DiagramTransitionData) =>
      transition.selfLoop
        ? t('analysts.detail.staysHere')
        : transition.targets.map(nameOf).join(', '),
  };
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" fw={600} component="dt">
        {term}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

export function DetailPanel({
  diagram,
  selection,
  onSelect,
}: {
  diagram: Diagram;
  selection: Selection | null;
  onSelect: (selection: Selection | null) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { nameOf, targetsOf } = useTargetWords(diagram);

  if (!selection) {
    return (
      <Paper withBorder p="md" radius="md" data-testid="machine-detail">
        <Text size="sm" c="dimmed">
          {t('analysts.detail.hint')}
        </Text>
      </Paper>
    );
  }

  if (selection.kind === 'state') {
    const state = diagram.states.find((s) => s.id === selection.id);
    if (!state) return null;
    const moves = diagram.transitions
      .map((transition, index) => ({ transition, index }))
      .filter(({ transition }) => transition.source === state.id);
    const kind =
      state.kind === 'atomic' ? '' : t(`analysts.kinds.${state.kind}`, { defaultValue: '' });
    return (
      <Paper
        withBorder
        p="md"
        radius="md"
        component="section"
        aria-labelledby="machine-detail-title"
        data-testid="machine-detail"
      >
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <div>
              <Text size="xs" c="dimmed">
                {t('analysts.detail.state')}
                {kind ? ` · ${kind}` : ''}
              </Text>
              <Title order={3} size="h4" id="machine-detail-title">
                {state.label[language]}
              </Title>
            </div>
            {state.active && <Badge color="teal">{t('analysts.legend.current')}</Badge>}
          </Group>
          <Text>{state.about?.[language] ?? t('analysts.detail.noDescription')}</Text>
          {moves.length > 0 ? (
            <div>
              <Text size="sm" fw={600}>
                {t('analysts.detail.moves')}
              </Text>
              <List size="sm" spacing={4}>
                {moves.map(({ transition, index }) => (
                  <List.Item key={`${index}`}>
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      ta="left"
                      onClick={() => onSelect({ kind: 'transition', index })}
                    >
                      {transition.label[language]} → {targetsOf(transition)}
                    </Anchor>
                    {transition.possible && (
                      <Badge color="teal" size="xs" ml={4}>
                        {t('analysts.possible')}
                      </Badge>
                    )}
                  </List.Item>
                ))}
              </List>
            </div>
          ) : (
            state.kind !== 'compound' &&
            state.kind !== 'parallel' && (
              <Text size="sm" c="dimmed">
                {t('analysts.detail.noMoves')}
              </Text>
            )
          )}
        </Stack>
      </Paper>
    );
  }

  const transition = diagram.transitions[selection.index];
  if (!transition) return null;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="machine-detail-title"
      data-testid="machine-detail"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Text size="xs" c="dimmed">
              {t('analysts.detail.transition')}
            </Text>
            <Title order={3} size="h4" id="machine-detail-title">
              {transition.label[language]}
            </Title>
          </div>
          {transition.possible && <Badge color="teal">{t('analysts.possible')}</Badge>}
        </Group>
        {transition.about && <Text>{transition.about[language]}</Text>}
        <Stack gap={6} component="dl" m={0}>
          <Fact term={t('analysts.from')}>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => onSelect({ kind: 'state', id: transition.source })}
            >
              {nameOf(transition.source)}
            </Anchor>
          </Fact>
          <Fact term={t('analysts.to')}>{targetsOf(transition)}</Fact>
          <Fact term={t('analysts.detail.whoMay')}>
            {transition.roles?.[language] ?? t('analysts.detail.rolesUnknown')}
          </Fact>
          <Fact term={t('analysts.detail.guard')}>
            {transition.condition?.[language] ?? t('analysts.detail.noGuard')}
          </Fact>
        </Stack>
      </Stack>
    </Paper>
  );
}
