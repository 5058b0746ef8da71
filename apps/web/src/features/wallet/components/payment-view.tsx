// /PaymentPage (docs/requirements/deposits.md#4-orders-and-crediting): shows the deposit order, sends the payer to the pay host once, and
// when the payer comes back polls the order until the gateway's answer arrives; a paid order
// refreshes the balance.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DotLoading } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatBalance } from '../../../lib/money.ts';
import { depositOrderQueryOptions } from '../api/wallet-api.ts';
import { openPayHost } from '../lib/pay-host.ts';
import './wallet.css';

const STATE_KEYS = {
  pending: 'wallet.orderState.pending',
  paid: 'wallet.orderState.paid',
  failed: 'wallet.orderState.failed',
  expired: 'wallet.orderState.expired',
} as const;

export function PaymentView() {
  const { t } = useTranslation(['ui', 'messages']);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const location = useLocation();
  const queryClient = useQueryClient();
  const orderId = search.get('orderId') ?? '';
  const payUrl = (location.state as { payUrl?: string } | null)?.payUrl;
  const order = useQuery(depositOrderQueryOptions(orderId));
  const left = useRef(false);

  // Straight from the panel: go to the pay host once. The history entry loses its state, so the
  // player coming back (the gateway's return link, or Back) stays here and sees the result.
  useEffect(() => {
    if (!payUrl || left.current) return;
    left.current = true;
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    openPayHost(payUrl);
  }, [payUrl, navigate, location.pathname, location.search]);

  const state = order.data?.state;
  useEffect(() => {
    if (state !== 'paid') return;
    void queryClient.invalidateQueries({ queryKey: ['player'] });
    void queryClient.invalidateQueries({ queryKey: ['wallet'] });
  }, [state, queryClient]);

  if (!orderId) return <p className="form-card">{t('wallet.orderMissing')}</p>;

  return (
    <section className="form-card payment-page" aria-live="polite">
      {order.data ? (
        <>
          <p className={`payment-state payment-state--${order.data.state}`} data-testid="order-state">
            {t(STATE_KEYS[order.data.state])}
          </p>
          {order.data.state === 'pending' ? (
            <div className="wallet-loading">
              <DotLoading color="primary" />
            </div>
          ) : null}
          <dl className="wallet-detail">
            <dt>{t('wallet.orderNo')}</dt>
            <dd>{order.data.orderId}</dd>
            <dt>{t('wallet.paymentType')}</dt>
            <dd>{order.data.typeName}</dd>
            <dt>{t('wallet.amount')}</dt>
            <dd>{formatBalance(order.data.amount)}</dd>
            <dt>{t('wallet.bonus')}</dt>
            <dd>{formatBalance(order.data.bonus)}</dd>
          </dl>
        </>
      ) : order.isError ? (
        <p className="wallet-note">{t('messages:depositOrderNotFound')}</p>
      ) : (
        <div className="wallet-loading">
          <DotLoading color="primary" />
        </div>
      )}
      <Button block color="primary" size="large" onClick={() => void navigate(paths.home())}>
        {t('wallet.backHome')}
      </Button>
    </section>
  );
}
