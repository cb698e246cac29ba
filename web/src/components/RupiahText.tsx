import { Text, type TextProps } from '@mantine/core';
import { formatRupiah } from './format.ts';

type RupiahTextProps = TextProps & {
  value: string;
  decimals?: 0 | 2;
};

/** A rupiah amount as a price: 'Rp 1.500.000' (or 'Rp 1.500.000,00' with two decimals). */
export function RupiahText({ value, decimals = 0, ...textProps }: RupiahTextProps) {
  return (
    <Text component="span" fw={600} {...textProps}>
      {formatRupiah(value, { decimals })}
    </Text>
  );
}
