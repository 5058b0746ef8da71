// Withdraw tab (docs/requirements/withdrawals.md#1-binding-the-withdrawal-account): bind state 1 allows withdrawing, any other shows the
// Withdraw information form. Below the form: the withdrawal tasks, the rules and the VIP area.
import { VipConf } from '@khel/contracts/vip-rules';
import { GameParamConf, parseExchangeParam, parseVipPrivilege } from '@khel/contracts/withdrawal-rules';
import { useQuery } from '@tanstack/react-query';
import { DotLoading } from 'antd-mobile';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { VipBadge } from '../../../components/ui/vip-badge.tsx';
import { useConfigDocument } from '../../../lib/config-documents.ts';
import { formatBalance } from '../../../lib/money.ts';
import { usePopupStore } from '../../../stores/popup-store.ts';
import { usePlayer } from '../../../stores/session-store.ts';
import { withdrawInfoQueryOptions } from '../api/wallet-api.ts';
import { BindAccountForm } from './bind-account-form.tsx';
import { WithdrawForm } from './withdraw-form.tsx';
import { WithdrawTasks } from './withdraw-tasks.tsx';

interface BoundAccount {
  cardNo: string;
  name: string;
  bankName: string;
}

function accountOf(params: string): BoundAccount {
  try {
    const value = JSON.parse(params) as Partial<BoundAccount>;
    return { cardNo: String(value.cardNo ?? ''), name: String(value.name ?? ''), bankName: String(value.bankName ?? '') };
  } catch {
    return { cardNo: '', name: '', bankName: '' };
  }
}

interface WithdrawPanelProps {
  /** The bind form replaces the tabs; its back icon returns to them. */
  onBindFormChange: (open: boolean) => void;
  bindFormOpen: boolean;
  scroller: RefObject<HTMLElement | null>;
}

export function WithdrawPanel({ onBindFormChange, bindFormOpen, scroller }: WithdrawPanelProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const player = usePlayer();
  const open = usePopupStore((state) => state.open);
  const info = useQuery(withdrawInfoQueryOptions());
  const gameParams = useConfigDocument('GameParamConf', GameParamConf);
  const vipConf = useConfigDocument('VipConf', VipConf);
  const [showRules, setShowRules] = useState(false);

  if (info.isPending) {
    return (
      <div className="wallet-loading">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (info.isError) return <p className="wallet-note">{t('messages:anErrorOccurred')}</p>;

  const bound = info.data.state === 1;
  if (!bound || bindFormOpen) {
    if (!bound && !bindFormOpen) {
      return (
        <div className="wallet-form">
          <p className="wallet-note">{t('wallet.noAccount')}</p>
          <button type="button" className="wallet-add" onClick={() => onBindFormChange(true)}>
            {t('wallet.addAccount')}
          </button>
        </div>
      );
    }
    return <BindAccountForm onBack={() => onBindFormChange(false)} />;
  }

  const exchange = parseExchangeParam(gameParams?.exchangeParam ?? '');
  const level = player?.vip ?? 0;
  const privilege = parseVipPrivilege(vipConf?.find((entry) => entry.level === level)?.privilege);
  const account = accountOf(info.data.params);

  return (
    <>
      <WithdrawForm
        goldWin={info.data.goldWin}
        cardNo={account.cardNo}
        account={account}
        exchange={exchange}
        vipMaximum={privilege.maxPerTime}
      />
      <p className={info.data.goldWin === 0 ? 'wallet-note wallet-note--warn' : 'wallet-note'}>
        {info.data.goldWin === 0 ? `${t('wallet.lockedByTasks')} ` : null}
        <button type="button" className="link-button" onClick={() => open({ name: 'betting-tasks' })}>
          {t('wallet.openTasks')}
        </button>
      </p>
      <section className="wallet-section wallet-vip" aria-label={t('wallet.vipArea')}>
        <VipBadge level={level} />
        <span>
          {privilege.maxPerTime > 0 ? t('wallet.vipMax', { max: formatBalance(privilege.maxPerTime) }) : t('wallet.vipNoMax')}
          {privilege.dailyCount > 0 ? ` · ${t('wallet.vipDaily', { count: privilege.dailyCount })}` : ''}
        </span>
      </section>
      <section className="wallet-section">
        <button type="button" className="wallet-rules-toggle" aria-expanded={showRules} onClick={() => setShowRules((v) => !v)}>
          {t('wallet.rulesTitle')}
        </button>
        {showRules ? (
          <ol className="wallet-rules">
            <li>{t('wallet.rule1', { min: formatBalance(exchange.minimum) })}</li>
            <li>{t('wallet.rule2')}</li>
            <li>{t('wallet.rule3')}</li>
            <li>{t('wallet.rule4')}</li>
          </ol>
        ) : null}
      </section>
      <WithdrawTasks scroller={scroller} />
    </>
  );
}
