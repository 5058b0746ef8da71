import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { loadDialog } from '../lib/dialog.ts';
import { usePopupStore, type WalletTab } from '../stores/popup-store.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { useRequirePlayer } from './use-require-player.ts';

/**
 * Opens the deposit/withdraw panel on a tab (docs/requirements/deposits.md#1-the-deposit-panel). Visitors get the sign-up popup; a player
 * with no phone bound ('0') is asked to bind one first (docs/requirements/withdrawals.md#2-withdraw-checks-in-order).
 */
export function useOpenWallet(): (tab: WalletTab, before?: () => void) => void {
  const { t } = useTranslation(['ui', 'messages']);
  const navigate = useNavigate();
  const requirePlayer = useRequirePlayer();
  const open = usePopupStore((state) => state.open);
  return useCallback(
    (tab: WalletTab, before?: () => void) =>
      requirePlayer(() => {
        const phone = useSessionStore.getState().player?.phone ?? '0';
        if (phone === '0' || phone === '') {
          void loadDialog().then((Dialog) =>
            Dialog.confirm({
              title: t('wallet.bindPhoneTitle'),
              content: t('wallet.bindPhoneText'),
              confirmText: t('wallet.bindPhoneGo'),
              cancelText: t('wallet.cancel'),
              onConfirm: () => {
                before?.();
                void navigate(paths.bindPhone());
              },
            }),
          );
          return;
        }
        before?.();
        open({ name: 'wallet', tab });
      }),
    [t, navigate, requirePlayer, open],
  );
}
