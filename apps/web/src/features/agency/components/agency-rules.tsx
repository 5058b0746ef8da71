// The rules of the invite reward, written from the operator's InviteConf so the page always says
// what the server pays.
import type { InviteConf } from '@khel/contracts/endpoints/agency';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../../lib/money.ts';
import { ltr } from '../lib/ltr.ts';

export function AgencyRules({ rules }: { rules: InviteConf }) {
  const { t } = useTranslation('ui');
  const tiers = rules.tiers.map((tier, i) => {
    const next = rules.tiers[i + 1];
    const amount = ltr(formatBalance(tier.reward));
    if (rules.tiers.length === 1) return t('agency.ruleTierOnly', { amount });
    if (next) return t('agency.ruleTierFirst', { from: tier.from, to: next.from - 1, amount });
    return t('agency.ruleTierLast', { from: tier.from, amount });
  });
  return (
    <section className="agency-card agency-rules" aria-labelledby="agency-rules-title">
      <h2 className="agency-section-title" id="agency-rules-title">
        {t('agency.rulesTitle')}
      </h2>
      <ol>
        {rules.enabled ? null : <li className="agency-rules__paused">{t('agency.rulePaused')}</li>}
        <li>{t('agency.ruleLink')}</li>
        <li>{t('agency.ruleQualify', { deposit: ltr(formatBalance(rules.minDeposit)), bets: ltr(formatBalance(rules.minValidBet)) })}</li>
        {tiers.map((text) => (
          <li key={text}>{text}</li>
        ))}
        <li>{t('agency.ruleClaim')}</li>
        {rules.wagerMulti > 0 ? <li>{t('agency.ruleWager', { count: rules.wagerMulti })}</li> : null}
      </ol>
    </section>
  );
}
