// Event and market statuses as tags. The shared StateTag colours `open` red (an open AML case); on
// the trading desk an open market is the normal, green state.
import type { TradingEvent, TradingMarket } from '@khel/contracts/admin/sportsbook';
import { Tag } from 'antd';

const EVENT_COLOURS: Record<TradingEvent['status'], string> = { scheduled: 'blue', live: 'green', ended: 'default', abandoned: 'volcano' };
const MARKET_COLOURS: Record<TradingMarket['status'], string> = { open: 'green', suspended: 'orange', closed: 'default', settled: 'blue', void: 'default' };

export function EventStatusTag({ status }: { status: TradingEvent['status'] }) {
  return <Tag color={EVENT_COLOURS[status]}>{status}</Tag>;
}

export function MarketStatusTag({ status }: { status: TradingMarket['status'] }) {
  return <Tag color={MARKET_COLOURS[status]}>{status}</Tag>;
}

/** Suspended by the trading team, on top of the feed's own status. */
export function OperatorSuspendedTag() {
  return <Tag color="red">suspended by trading</Tag>;
}

export function AwaitingApprovalTag() {
  return <Tag color="gold">awaiting approval</Tag>;
}
