// The deposit/withdraw panel (docs/requirements/deposits.md#1-the-deposit-panel): a bottom sheet with the Deposit and Withdraw tabs; opened
// in withdraw mode it starts on Withdraw. The Withdraw information form replaces the tabs.
import { Popup } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SheetHeader } from '../../../components/ui/sheet-header.tsx';
import { formatBalance } from '../../../lib/money.ts';
import { usePopup, usePopupStore, type WalletTab } from '../../../stores/popup-store.ts';
import { usePlayer } from '../../../stores/session-store.ts';
import { DepositForm } from './deposit-form.tsx';
import { WithdrawPanel } from './withdraw-panel.tsx';
import './wallet.css';

export function WalletPopup() {
  const entry = usePopup('wallet');
  const close = usePopupStore((state) => state.close);
  const scroller = useRef<HTMLDivElement>(null);
  return (
    <Popup visible={entry !== undefined} onMaskClick={() => close('wallet')} destroyOnClose bodyClassName="sheet-popup wallet-popup">
      <div ref={scroller} className="wallet-scroller">
        {entry ? <WalletPanel tab={entry.tab} scroller={scroller} onClose={() => close('wallet')} /> : null}
      </div>
    </Popup>
  );
}

interface WalletPanelProps {
  tab: WalletTab;
  onClose: () => void;
  scroller: React.RefObject<HTMLDivElement | null>;
}

export function WalletPanel({ tab, onClose, scroller }: WalletPanelProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const open = usePopupStore((state) => state.open);
  const player = usePlayer();
  const [bindFormOpen, setBindFormOpen] = useState(false);
  const select = (next: WalletTab) => open({ name: 'wallet', tab: next });
  return (
    <div className="sheet-body wallet" role="dialog" aria-labelledby="wallet-title">
      <SheetHeader id="wallet-title" title={tab === 'deposit' ? t('wallet.depositTitle') : t('wallet.withdrawTitle')} onClose={onClose} />
      {bindFormOpen ? null : (
        <>
          <div className="wallet-balance">
            <span>{t('home.balance')}</span>
            <strong>{formatBalance(player?.gold ?? 0)}</strong>
          </div>
          <div className="seg-tabs" role="tablist" aria-label={t('wallet.tabsLabel')}>
            {(['deposit', 'withdraw'] as const).map((key) => (
              <button
                key={key}
                type="button"
                role="tab"
                id={`wallet-tab-${key}`}
                aria-selected={tab === key}
                aria-controls={`wallet-panel-${key}`}
                className={tab === key ? 'seg-tabs__tab seg-tabs__tab--active' : 'seg-tabs__tab'}
                onClick={() => select(key)}
              >
                {key === 'deposit' ? t('wallet.depositTab') : t('wallet.withdrawTab')}
              </button>
            ))}
          </div>
        </>
      )}
      <div role="tabpanel" id={`wallet-panel-${tab}`} aria-labelledby={`wallet-tab-${tab}`}>
        {tab === 'deposit' ? (
          <DepositForm onLeave={onClose} />
        ) : (
          <WithdrawPanel bindFormOpen={bindFormOpen} onBindFormChange={setBindFormOpen} scroller={scroller} />
        )}
      </div>
    </div>
  );
}
