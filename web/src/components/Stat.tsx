// One figure with its label above it, as the dashboards, the portfolio and the bill page show
// their amounts: the label dimmed, the value bold (large unless `size="md"`). StatGrid lays a
// panel's figures out two or three to a row. A figure that does not exist yet is said in words
// (`absent`), in the label's size and colour rather than as a large bold figure.
import { SimpleGrid, Text } from '@mantine/core';
import { isRupiahText, NO_WRAP } from './format.ts';

export type StatItem = { label: string; value: string; testId?: string; absent?: boolean };

export function Stat({
  label,
  value,
  testId,
  absent = false,
  size = 'lg',
}: StatItem & {
  size?: 'md' | 'lg';
}) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text
        {...(absent ? { size: 'sm', c: 'dimmed' } : { fw: size === 'lg' ? 700 : 600, size })}
        data-testid={testId}
        // An amount stays on one line: 'Rp' never wraps away from its figure in a narrow column.
        style={isRupiahText(value) ? NO_WRAP : undefined}
      >
        {value}
      </Text>
    </div>
  );
}

export function StatGrid({ stats }: { stats: readonly StatItem[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
      {stats.map((stat) => (
        <Stat key={stat.label} {...stat} />
      ))}
    </SimpleGrid>
  );
}
