// A read-only description list (<dl>) of label/value pairs.
import { DataList } from '@mantine/core';
import type { ReactNode } from 'react';

export type Fact = { label: string; value: ReactNode };

export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <DataList labelWidth="180px" withDivider>
      {facts.map(({ label, value }) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
