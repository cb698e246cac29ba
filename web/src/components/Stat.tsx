// One figure with its label above it, as the dashboards, the portfolio and the bill page show
// their amounts: the label dimmed, the value bold (large unless `size="md"`).
import { Text } from '@mantine/core';

export function Stat({
  label,
  value,
  testId,
  size = 'lg',
}: {
  label: string;
  value: string;
  testId?: string;
  size?: 'md' | 'lg';
}) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={size === 'lg' ? 700 : 600} size={size} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}
