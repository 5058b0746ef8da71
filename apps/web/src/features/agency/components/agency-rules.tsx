// The rules of the invite reward, written from the operator's InviteConf so the page always says
// what the server pays.
import type { InviteConf } from '@khel/contracts/endpoints/agency';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../../lib/money.ts';
import { RulesCard } from '../../../components/ui/rules-card.tsx';

export function AgencyRules({ rules }: { rules: InviteConf }) {
  const { t } = useTranslation('ui');
  const tiers = rules.tiers.map((tier, i) => {
    const next = rules.tiers[i + 1];
    const amount = formatBalance(tier.reward);
    if (rules.tiers.length === 1) return t('agency.ruleTierOnly', { amount });
    if (next) return t('agency.ruleTierFirst', { from: tier.from, to: next.from - 1, amount });
    return t('agency.ruleTierLast', { from: tier.from, amount });
  });
  const items = [
    ...(rules.enabled ? [] : [<span className="agency-rules__paused">{t('agency.rulePaused')}</span>]),
    t('agency.ruleLink'),
    t('agency.ruleQualify', { deposit: formatBalance(rules.minDeposit), bets: formatBalance(rules.minValidBet) }),
    ...tiers,
    t('agency.ruleClaim'),
    ...(rules.wagerMulti > 0 ? [t('agency.ruleWager', { count: rules.wagerMulti })] : []),
  ];
  return <RulesCard className="agency-card" level={2} title={t('agency.rulesTitle')} items={items} />;
}
