// The reality check: every N minutes of a login session (N from the player's settings,
// else the operator's default) a dialog shows how long the session has lasted and its net result,
// fresh from the server, with "keep playing", "take a break" and "log out". The schedule counts
// from the session's start, so a reload does not reset it.
import type { RealityCheck } from '@khel/contracts/endpoints/protection';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useLogout } from '../../../hooks/use-logout.ts';
import { formatBalance } from '../../../lib/money.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { realityCheckQueryOptions } from '../api/protection-api.ts';
import './protection.css';

const MINUTE_MS = 60_000;

/** Milliseconds until the next multiple of the interval since the session began. */
export function msUntilNextCheck(sessionStartedAt: string, intervalMinutes: number, now: number): number {
  const interval = intervalMinutes * MINUTE_MS;
  const elapsed = Math.max(0, now - Date.parse(sessionStartedAt));
  return (Math.floor(elapsed / interval) + 1) * interval - elapsed;
}

/** First-strong isolation: an amount or a duration keeps its own direction inside Urdu text. */
const isolate = (text: string) => `\u2068${text}\u2069`;

function CheckContent({ check }: { check: RealityCheck }) {
  const { t } = useTranslation('ui');
  const hours = Math.floor(check.elapsedMinutes / 60);
  const duration =
    hours > 0
      ? t('protection.realityCheck.hours', { hours, minutes: String(check.elapsedMinutes % 60).padStart(2, '0') })
      : t('protection.realityCheck.minutes', { minutes: check.elapsedMinutes });
  return (
    <div className="reality-check" data-testid="reality-check">
      <p>{t('protection.realityCheck.time', { duration: isolate(duration) })}</p>
      <p className={check.net < 0 ? 'reality-check__net reality-check__net--loss' : 'reality-check__net'}>
        {t('protection.realityCheck.net', { net: isolate(formatBalance(check.net)) })}
      </p>
      <p className="reality-check__detail">
        {t('protection.realityCheck.detail', { staked: isolate(formatBalance(check.staked)), won: isolate(formatBalance(check.won)) })}
      </p>
    </div>
  );
}

export function RealityCheckPopup() {
  const { t } = useTranslation('ui');
  const token = useSessionStore((state) => state.token);
  const options = realityCheckQueryOptions(token);
  const { data } = useQuery(options);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useLogout();
  const [shown, setShown] = useState<RealityCheck | null>(null);

  useEffect(() => {
    if (!data || data.intervalMinutes <= 0 || shown) return;
    const timer = setTimeout(() => {
      void queryClient
        .fetchQuery({ ...options, staleTime: 0 })
        .then(setShown)
        .catch(() => setShown(data));
    }, msUntilNextCheck(data.sessionStartedAt, data.intervalMinutes, Date.now()));
    return () => clearTimeout(timer);
    // options is rebuilt each render from token, which is in its key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, shown, queryClient, token]);

  const close = () => setShown(null);
  return (
    <Dialog
      visible={shown !== null && token !== null}
      title={t('protection.realityCheck.title')}
      content={shown ? <CheckContent check={shown} /> : null}
      actions={[
        { key: 'continue', text: t('protection.realityCheck.continue'), bold: true, onClick: close },
        {
          key: 'break',
          text: t('protection.realityCheck.takeBreak'),
          onClick: () => {
            close();
            void navigate(paths.responsibleGaming());
          },
        },
        {
          key: 'logout',
          text: t('protection.realityCheck.logOut'),
          danger: true,
          onClick: () => {
            close();
            void logout();
          },
        },
      ]}
    />
  );
}
