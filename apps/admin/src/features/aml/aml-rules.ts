// What each AML rule is called in the console and how its finding reads (thresholds: AmlConf).
import { AML_RULE_NAMES, type AmlFlag } from '@khel/contracts/admin/aml';
import { money } from '../../lib/format.ts';

export const RULE_NAMES = AML_RULE_NAMES;

export function describeFinding(flag: AmlFlag): string {
  const d = flag.detail as Record<string, number | string>;
  const m = (key: string) => money(Number(d[key]));
  switch (flag.rule) {
    case 'large_deposit':
      return `${m('amount')} via ${d['gateway']} (${d['orderNo']}); threshold ${m('threshold')}`;
    case 'deposit_withdraw_little_play':
      return `withdrawal ${m('amount')} after deposits ${m('deposits')} and stakes ${m('stakes')} in ${d['windowDays']} days`;
    case 'shared_device':
      return `${d['accounts']} accounts on device ${d['device']} (${d['windowDays']} days)`;
    case 'shared_ip':
      return `${d['accounts']} accounts from ${d['ip']} (${d['windowDays']} days)`;
    case 'structuring':
      return `${d['deposits']} deposits of ${m('from')}–${money(Number(d['below']) - 1)} totalling ${m('total')} within ${d['windowHours']} hours`;
    case 'rapid_in_out':
      return `withdrawal ${m('amount')} ${d['minutesSinceDeposit']} minutes after deposits of ${m('deposits')}, stakes ${m('stakes')}`;
    case 'cumulative_deposits':
      return `${d['deposits']} deposits totalling ${m('total')} in ${d['windowDays']} days; threshold ${m('threshold')}`;
  }
}
