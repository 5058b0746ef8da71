// Liability as the book sees it: what it pays out if the outcome happens, less the stakes it took.
// Positive (the book loses) in the theme's error colour, negative (the book wins) in its success
// colour; the class names say the same for tests and screen readers' styles.
import { theme } from 'antd';
import { money } from '../../lib/format.ts';

export function liabilityClass(liability: number): string {
  if (liability > 0) return 'liability liability--book-loses';
  if (liability < 0) return 'liability liability--book-wins';
  return 'liability';
}

export function LiabilityAmount({ value }: { value: number }) {
  const { token } = theme.useToken();
  const colour = value > 0 ? token.colorError : value < 0 ? token.colorSuccess : undefined;
  return (
    <span className={liabilityClass(value)} style={{ color: colour, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} title={value > 0 ? 'The book loses' : value < 0 ? 'The book wins' : undefined}>
      {money(value)}
    </span>
  );
}
