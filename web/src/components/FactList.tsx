// A read-only description list (<dl>) of label/value pairs.
import { DataList } from '@mantine/core';
import type { ReactNode } from 'react';
import { isRupiahText, NO_WRAP } from './format.ts';

export type Fact = { label: string; value: ReactNode };

export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <DataList labelWidth="180px" withDivider>
      {facts.map(({ label, value }) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          {/* A long e-mail, name or number wraps inside the card rather than pushing past a phone's
              edge; an amount never does ('Rp' stays with its figure). */}
          <DataList.ItemValue
            style={isRupiahText(value) ? NO_WRAP : { overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
