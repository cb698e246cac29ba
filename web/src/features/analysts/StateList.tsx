// The statechart as a list, for a phone (and for anyone who prefers it): each state, grouped by
// the state that holds it, with what it means and the moves out of it — event, where to, who may
// and the guard, in words.
import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n.ts';
import { type Diagram, useTargetWords } from './DetailPanel.tsx';

export function StateList({ diagram }: { diagram: Diagram }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const parents = new Set(diagram.states.map((s) => s.parent));
  const groups = [null, ...diagram.states.filter((s) => parents.has(s.id)).map((s) => s.id)].filter(
    (parent) => diagram.states.some((s) => s.parent === parent && !parents.has(s.id)),
  );

  return (
    <Stack gap="md" data-testid="machine-list">
      {groups.map((parent) => {
        const group = diagram.states.find((s) => s.id === parent);
        const leaves = diagram.states.filter((s) => s.parent === parent && !parents.has(s.id));
        return (
          <section
            key={parent ?? 'top'}
            aria-label={group?.label[language] ?? diagram.title[language]}
          >
            {group && (
              <>
                <Title order={3} size="h5" mb={4}>
                  {group.label[language]}
                </Title>
                <Moves diagram={diagram} source={group.id} />
              </>
            )}
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {leaves.map((state) => {
                return (
                  <Paper
                    key={state.id}
                    component="li"
                    withBorder
                    p="sm"
                    radius="md"
                    bg={state.active ? 'teal.0' : undefined}
                    data-state={state.id}
                  >
                    <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
                      <Text fw={700}>{state.label[language]}</Text>
                      <Group gap={4}>
                        {state.active && <Badge color="teal">{t('analysts.legend.current')}</Badge>}
                        {state.kind === 'final' && (
                          <Badge color="gray">{t('analysts.legend.final')}</Badge>
                        )}
                      </Group>
                    </Group>
                    {state.about && (
                      <Text size="sm" c="dimmed">
                        {state.about[language]}
                      </Text>
                    )}
                    <Moves diagram={diagram} source={state.id} />
                  </Paper>
                );
              })}
            </Stack>
          </section>
        );
      })}
    </Stack>
  );
}

/** The moves out of one state, in words. */
function Moves({ diagram, source }: { diagram: Diagram; source: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { targetsOf } = useTargetWords(diagram);
  const moves = diagram.transitions.filter((tr) => tr.source === source);
  if (moves.length === 0) return null;
  return (
    <List size="sm" spacing={6} mt={6} mb={6}>
      {moves.map((move) => (
        <List.Item key={`${move.event}-${move.targets.join(',')}`}>
          <Text size="sm" span fw={move.possible ? 700 : 500}>
            {move.label[language]} → {targetsOf(move)}
          </Text>
          {move.possible && (
            <Badge color="teal" size="xs" ml={4}>
              {t('analysts.possible')}
            </Badge>
          )}
          {move.roles && (
            <Text size="xs" c="dimmed">
              {t('analysts.detail.whoMay')}: {move.roles[language]}
            </Text>
          )}
          {move.condition && (
            <Text size="xs" c="dimmed">
              {t('analysts.detail.guard')}: {move.condition[language]}
            </Text>
          )}
        </List.Item>
      ))}
    </List>
  );
}
