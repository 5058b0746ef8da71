import { Tag } from 'antd';

const COLOURS: Record<string, string> = {
  pending: 'gold',
  approved: 'blue',
  processing: 'geekblue',
  paid: 'green',
  live: 'green',
  sent: 'green',
  retracted: 'default',
  verified: 'green',
  active: 'green',
  open: 'red',
  rejected: 'volcano',
  failed: 'red',
  expired: 'default',
  resolved: 'default',
  answered: 'green',
  blocked: 'red',
  disabled: 'default',
  none: 'default',
};

/** A state as a coloured tag (withdrawals, deposits, KYC, AML, adjustments, players). */
export function StateTag({ state }: { state: string }) {
  return <Tag color={COLOURS[state] ?? 'default'}>{state}</Tag>;
}
