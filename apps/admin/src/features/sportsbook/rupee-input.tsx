// A rupee amount in a form: two decimals, thousands grouped as the console shows money
// (100,000.00); the form gets a plain number (limit-text.ts turns it into hundredths). InputNumber's
// own parser drops the commas again, and an emptied field stays empty (null), not 0.
import { InputNumber, type InputNumberProps } from 'antd';

const GROUPS = /\B(?=(\d{3})+(?!\d))/g;

export function groupThousands(value: number | string | undefined): string {
  if (value === undefined || value === '') return '';
  const [whole = '', fraction] = String(value).split('.');
  return fraction === undefined ? whole.replace(GROUPS, ',') : `${whole.replace(GROUPS, ',')}.${fraction}`;
}

/** While typing, the text as typed (grouped); otherwise the amount with its two decimals. */
function formatRupees(value: number | string | undefined, info: { userTyping: boolean }): string {
  if (value === undefined || value === '' || info.userTyping || Number.isNaN(Number(value))) return groupThousands(value);
  return groupThousands(Number(value).toFixed(2));
}

export function RupeeInput(props: InputNumberProps<number>) {
  return <InputNumber<number> precision={2} formatter={formatRupees} style={{ width: 220 }} {...props} />;
}
