// The daily sign-in popup (docs/requirements/promotions.md#2-daily-sign-in): the seven days with their reward and required VIP level,
// today's day highlighted, Check In, the rules. sign 0 claims (then 'Amount received'), 2 says
// 'No duplicate Sign-In', 3 opens 'Tips'. Closing it records today's date (signInPopupDate) so the
// home does not open it again today, then prompts to bind a phone when none is stored.
import type { ActiveLoginResponse, SignInDay } from '@khel/contracts/endpoints/promotions';
import { SignState } from '@khel/contracts/endpoints/promotions';
import { useQuery } from '@tanstack/react-query';
import { Button, CenterPopup, DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { VipBadge } from '../../../components/ui/vip-badge.tsx';
import { useDebouncedSubmit } from '../../../hooks/use-debounced-submit.ts';
import { formatBalance } from '../../../lib/money.ts';
import { toastText } from '../../../lib/toast.ts';
import { usePopup, usePopupStore } from '../../../stores/popup-store.ts';
import { useIsLoggedIn } from '../../../stores/session-store.ts';
import { signInQueryOptions, useClaimSignIn } from '../api/promotions-api.ts';
import { markSignInPopupClosed } from '../lib/popup-dates.ts';
import { bindPhonePromptTurn } from './bind-phone-prompt.tsx';
import { WIDE_POPUP } from '../../../components/ui/popup-size.ts';
import './promotions.css';
import { formatMultiple } from '../../../lib/bidi.ts';
import '../../../components/ui/visually-hidden.css';
import { Icon } from '../../../components/ui/icon.tsx';

export function SignInPopup() {
  const entry = usePopup('sign-in');
  const onClose = () => {
    markSignInPopupClosed();
    // Then the bind-phone prompt (docs/requirements/promotions.md#7-home-popups), ahead of any popup already waiting (the banner popup).
    usePopupStore.getState().enqueue(bindPhonePromptTurn, { first: true });
    usePopupStore.getState().close('sign-in');
  };
  return (
    <CenterPopup style={WIDE_POPUP} visible={entry !== undefined} onMaskClick={onClose} destroyOnClose bodyClassName="promo-center-popup sign-in-popup">
      {entry ? <SignInPanel onClose={onClose} /> : null}
    </CenterPopup>
  );
}

function DayCell({ day, data }: { day: SignInDay; data: ActiveLoginResponse }) {
  const { t } = useTranslation('ui');
  const current = day.day === data.curDay;
  const classes = ['sign-in-day'];
  if (day.signed) classes.push('sign-in-day--signed');
  if (current) classes.push('sign-in-day--current');
  if (day.day === 7) classes.push('sign-in-day--wide');
  return (
    <li className={classes.join(' ')} aria-current={current ? 'date' : undefined} data-testid={`sign-in-day-${day.day}`}>
      <span className="sign-in-day__label">{current ? t('promotions.signIn.today') : t('promotions.signIn.day', { day: day.day })}</span>
      <span className="sign-in-day__coin" aria-hidden="true">
        {day.signed ? <Icon name="CheckOutline" /> : '₨'}
      </span>
      <strong className="sign-in-day__amount">{formatBalance(day.num)}</strong>
      {day.vip > 0 ? <VipBadge level={day.vip} /> : <span className="sign-in-day__vip-none" aria-hidden="true" />}
      {day.signed ? <span className="visually-hidden">{t('promotions.signIn.signed')}</span> : null}
    </li>
  );
}

export function SignInPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['ui', 'messages']);
  const loggedIn = useIsLoggedIn();
  const query = useQuery({ ...signInQueryOptions(), enabled: loggedIn });
  const claim = useClaimSignIn();
  const open = usePopupStore((state) => state.open);
  const data = query.data;

  const checkIn = useDebouncedSubmit(() => {
    if (!data || claim.isPending) return;
    if (data.sign === SignState.needsVip) {
      open({ name: 'sign-in-tips' });
      return;
    }
    if (data.sign === SignState.signed) {
      toastText(t('messages:signInDuplicate'));
      return;
    }
    // A refusal is toasted by the app's mutation handler (the server's message).
    claim.mutate(undefined, { onSuccess: (reply) => open({ name: 'amount-received', amount: reply.reward[0]?.num ?? 0 }) });
  });

  return (
    <div className="sign-in" role="dialog" aria-labelledby="sign-in-title">
      <div className="sign-in__head">
        <h2 className="sign-in__title" id="sign-in-title">
          {t('promotions.signIn.title')}
        </h2>
        <button type="button" className="icon-button icon-button--on-brand" aria-label={t('app.close')} onClick={onClose}>
          <Icon name="CloseOutline" />
        </button>
        <p className="sign-in__lead">{t('promotions.signIn.lead')}</p>
      </div>
      {data ? (
        <>
          <ol className="sign-in__days" aria-label={t('promotions.signIn.title')}>
            {data.days.map((day) => (
              <DayCell key={day.day} day={day} data={data} />
            ))}
          </ol>
          <Button
            block
            size="large"
            color="primary"
            fill={data.sign === SignState.signed ? 'outline' : 'solid'}
            loading={claim.isPending}
            onClick={checkIn}
            data-testid="sign-in-check-in"
          >
            {data.sign === SignState.signed ? t('promotions.signIn.checkedIn') : t('promotions.signIn.checkIn')}
          </Button>
          <div className="sign-in__rules">
            <strong>{t('promotions.signIn.rules')}</strong>
            <p>{t('promotions.signIn.rulesDetail')}</p>
            {data.wagerMulti > 0 ? <p>{t('promotions.signIn.wager', { multi: formatMultiple(data.wagerMulti) })}</p> : null}
          </div>
        </>
      ) : (
        <div className="sign-in__loading" aria-label={t('promotions.signIn.loading')}>
          <DotLoading color="primary" />
        </div>
      )}
    </div>
  );
}
