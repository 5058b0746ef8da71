// The Valid Bet Calculation Rules (docs/requirements/wallet.md#5-valid-bets, with risk weighting), worded
// in the player's language from the operator's ValidBetRulesConf, so the page always says what the
// server counts: the category share, the sports rule, the risk bands and worked examples computed
// with the same pure function the server uses. One component for the betting-task overlay, the
// first-deposit page and the VIP pages.
import { TASK_RELEASE_THRESHOLD, ValidBetRulesConf, validBet, validBetRulesOf, type RiskBand, type ValidBetRules } from '@khel/contracts/valid-bet';
import { crashNetOdds, diceMinChanceForOdds, diceNetOdds } from '@khel/games/net-odds';
import type { TFunction } from 'i18next';
import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { RulesCard } from '../../../components/ui/rules-card.tsx';
import { useConfigDocument } from '../../../lib/config-documents.ts';
import { formatPercent, ltr } from '../../../lib/bidi.ts';
import { formatBalance } from '../../../lib/money.ts';
import './valid-bet-rules.css';

const EXAMPLE_STAKE = 10_000;
/** Net odds of the worked examples: the in-house games' own (packages/games net-odds.ts). */
const EXAMPLES = [
  { key: 'exampleDice98', odds: diceNetOdds(9_800) },
  { key: 'exampleDice50', odds: diceNetOdds(5_000) },
  { key: 'exampleCrash', odds: crashNetOdds(150) },
  { key: 'exampleSlot', odds: 1 },
] as const;

/** Odds keep their left-to-right order inside Urdu sentences (amounts do through formatBalance). */
const odds = (value: number) => ltr(value.toFixed(2));

export function useValidBetRules(): { conf: ValidBetRulesConf; rules: ValidBetRules } | undefined {
  const conf = useConfigDocument('ValidBetRulesConf', ValidBetRulesConf);
  return conf ? { conf, rules: validBetRulesOf(conf) } : undefined;
}

/** The bands as a two-column table: net odds range → share of the valid bet. */
export function RiskBandTable({ bands }: { bands: readonly RiskBand[] }) {
  const { t } = useTranslation('ui');
  const rows = bands.map((band, i) => ({
    range: i === 0 ? t('validBetRules.bandUpTo', { to: odds(band.maxOdds) }) : t('validBetRules.bandBetween', { from: odds(bands[i - 1]!.maxOdds), to: odds(band.maxOdds) }),
    percent: band.percent,
  }));
  const last = bands.at(-1);
  rows.push({ range: last ? t('validBetRules.bandAbove', { from: odds(last.maxOdds) }) : t('validBetRules.bandAbove', { from: odds(0) }), percent: 100 });
  return (
    <table className="risk-bands" data-testid="risk-bands">
      <caption>{t('validBetRules.bandsCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('validBetRules.oddsHeader')}</th>
          <th scope="col">{t('validBetRules.shareHeader')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.range}>
            <td>{row.range}</td>
            <td>
              <bdi>{row.percent}%</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The bands in dice terms — which win chances count how much — from the same net odds the game
 * reports (packages/games net-odds.ts). Bands no dice bet reaches are left out.
 */
export function DiceChances({ bands }: { bands: readonly RiskBand[] }) {
  const { t } = useTranslation('ui');
  const reachable = bands.flatMap((band) => {
    const chance = diceMinChanceForOdds(band.maxOdds);
    return chance === undefined ? [] : [{ chance, percent: band.percent }];
  });
  if (reachable.length === 0) return null;
  const chance = (bp: number) => formatPercent(bp / 100, 2);
  const rows = reachable.map((row, i) => ({
    key: row.chance,
    text:
      i === 0
        ? t('validBetRules.diceFrom', { from: chance(row.chance), percent: formatPercent(row.percent) })
        : t('validBetRules.diceBetween', { from: chance(row.chance), to: chance(reachable[i - 1]!.chance), percent: formatPercent(row.percent) }),
  }));
  rows.push({ key: 0, text: t('validBetRules.diceBelow', { to: chance(reachable.at(-1)!.chance), percent: formatPercent(100) }) });
  return (
    <>
      <p className="valid-bet-rules__text">{t('validBetRules.diceLead')}</p>
      <ul className="valid-bet-rules__examples valid-bet-rules__dice" data-testid="dice-chances">
        {rows.map((row) => (
          <li key={row.key}>{row.text}</li>
        ))}
      </ul>
    </>
  );
}

function ruleItems(t: TFunction<'ui'>, conf: ValidBetRulesConf, rules: ValidBetRules, names: Record<string, string>) {
  const categories = conf.categories.map((name) => names[name] ?? name).join(', ');
  const examples = EXAMPLES.map(({ key, odds: exampleOdds }) => {
    const valid = validBet({ category: 'electronics', betAmount: EXAMPLE_STAKE, winLoss: -EXAMPLE_STAKE, odds: exampleOdds }, rules);
    return (
      <li key={key} data-testid={`valid-bet-${key}`}>
        {t(`validBetRules.${key}`, { valid: formatBalance(valid) })}
      </li>
    );
  });
  return [
    t('validBetRules.ratio', { ratio: rules.ratioPercent, categories }),
    ...(rules.sportsCountsSmaller ? [t('validBetRules.sports')] : []),
    <div key="risk">
      <p className="valid-bet-rules__text">{t('validBetRules.risk')}</p>
      <RiskBandTable bands={rules.bands} />
      <DiceChances bands={rules.bands} />
      <p className="valid-bet-rules__text">{t('validBetRules.examples', { stake: formatBalance(EXAMPLE_STAKE) })}</p>
      <ul className="valid-bet-rules__examples">{examples}</ul>
    </div>,
    t('validBetRules.noOdds'),
    t('validBetRules.task'),
    t('validBetRules.release', { amount: formatBalance(TASK_RELEASE_THRESHOLD) }),
    t('validBetRules.vip', { amount: formatBalance(100) }),
    ...(conf.notes ?? []),
  ];
}

/**
 * The rules as a card (`card`, on the offer and VIP pages) or as the bare list (`plain`, inside the
 * betting-task overlay, which has its own heading).
 */
export function ValidBetRulesCard({ variant = 'card', level = 2 }: { variant?: 'card' | 'plain'; level?: 2 | 3 }) {
  const { t } = useTranslation('ui');
  const loaded = useValidBetRules();
  if (!loaded) return <DotLoading color="primary" />;
  const names = t('validBetRules.categories', { returnObjects: true }) as Record<string, string>;
  const items = ruleItems(t, loaded.conf, loaded.rules, names);
  if (variant === 'plain') {
    return (
      <ol className="valid-bet-rules valid-bet-rules--plain" data-testid="valid-bet-rules">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ol>
    );
  }
  return (
    <div className="valid-bet-rules-section" data-testid="valid-bet-rules">
      <RulesCard className="valid-bet-rules" level={level} title={t('validBetRules.title')} items={items} />
    </div>
  );
}
