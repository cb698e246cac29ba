// A list of steps a person still has to take, each done (✓) or to do (•) with why and a link to
// where it is done: the application's checklist and the lender's "before you fund" use it.
import { Anchor, List, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';

export type Step = {
  key: string;
  done: boolean;
  label: string;
  /** What is missing, for a step to do. */
  detail: string | null;
  to: string;
  link: string;
};

export function StepList({
  steps,
  words,
  testId,
  stepTestId,
}: {
  steps: readonly Step[];
  /** "done" and "to do" in the screen's language. */
  words: { done: string; todo: string };
  testId?: string;
  /** Each step's test id: this prefix and the step's key. */
  stepTestId?: string;
}) {
  return (
    <List spacing="xs" listStyleType="none" {...(testId ? { 'data-testid': testId } : {})}>
      {steps.map((step) => (
        <List.Item
          key={step.key}
          {...(stepTestId ? { 'data-testid': `${stepTestId}-${step.key}` } : {})}
          icon={
            <ThemeIcon size={20} radius="xl" color={step.done ? 'teal.8' : 'gray.7'} aria-hidden>
              {step.done ? '✓' : '•'}
            </ThemeIcon>
          }
        >
          <Text size="sm">
            {step.label}: <strong>{step.done ? words.done : words.todo}</strong>
          </Text>
          {!step.done && step.detail && (
            <Text size="sm" c="dimmed">
              {step.detail}
            </Text>
          )}
          {!step.done && (
            <Anchor component={Link} to={step.to} size="sm">
              {step.link}
            </Anchor>
          )}
        </List.Item>
      ))}
    </List>
  );
}
