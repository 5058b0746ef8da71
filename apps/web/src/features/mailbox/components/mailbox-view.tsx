// /notifications (docs/requirements/mailbox.md#1-messages): the messages newest first with their
// unread marks, 20 a page; a tap opens the message (and marks it read); a reward is claimed from
// the open message, then the 'Amount received' popup shows and the balance refreshes.
import type { MailDetail, MailItem } from '@khel/contracts/endpoints/mailbox';
import { MailRewardState } from '@khel/contracts/endpoints/mailbox';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DotLoading, Popup } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SheetHeader } from '../../../components/ui/sheet-header.tsx';
import { images } from '../../../config/paths.ts';
import { useScrollPaging } from '../../../hooks/use-scroll-paging.ts';
import { formatBalance } from '../../../lib/money.ts';
import { toastError } from '../../../lib/toast.ts';
import { usePopupStore } from '../../../stores/popup-store.ts';
import { applyBalance } from '../../../stores/session-store.ts';
import { MAILBOX_KEY, claimMail, mailCountsQueryOptions, mailListQueryOptions, openMail } from '../api/mailbox-api.ts';
import './mailbox.css';
import { formatMultiple } from '../../../lib/bidi.ts';
import { formatKarachi } from '../../../lib/karachi-date.ts';
import '../../../components/ui/visually-hidden.css';
import { Icon } from '../../../components/ui/icon.tsx';

/** Sent and expiry times in Pakistan time, in the player's language. */
export const formatMailTime = (epochMs: number) => formatKarachi(epochMs);

export function MailboxView() {
  const { t } = useTranslation(['ui', 'messages']);
  const query = useInfiniteQuery(mailListQueryOptions());
  const [openId, setOpenId] = useState<number | null>(null);
  const closeMail = useCallback(() => setOpenId(null), []);
  useScrollPaging({
    threshold: 100,
    debounceMs: 200,
    hasNext: query.hasNextPage && !query.isError,
    loading: query.isFetching,
    pages: query.data?.pages.length ?? 0,
    loadNext: () => void query.fetchNextPage(),
  });
  const mails = query.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <section className="mailbox">
      <p className="mailbox__rules">{t('mailbox.rules')}</p>
      {mails.length === 0 ? (
        query.isPending ? (
          <div className="mailbox__loading">
            <DotLoading color="primary" />
          </div>
        ) : (
          <div className="mailbox__empty">
            <img src={images.noData()} alt="" width={120} height={90} />
            <span>{t('mailbox.empty')}</span>
          </div>
        )
      ) : (
        <ul className="mailbox__list" aria-label={t('mailbox.listLabel')}>
          {mails.map((mail) => (
            <li key={mail.id}>
              <MailRow mail={mail} onOpen={() => setOpenId(mail.id)} />
            </li>
          ))}
        </ul>
      )}
      {query.isFetchingNextPage ? <DotLoading color="primary" /> : null}
      <MailPopup id={openId} onClose={closeMail} />
    </section>
  );
}

function MailRow({ mail, onOpen }: { mail: MailItem; onOpen: () => void }) {
  const { t } = useTranslation(['ui', 'messages']);
  const hasReward = mail.state !== MailRewardState.none;
  return (
    <button type="button" className={mail.read ? 'mail-row' : 'mail-row mail-row--unread'} onClick={onOpen} data-testid="mail-row">
      <span className="mail-row__icon" aria-hidden="true">
        {hasReward ? <Icon name="GiftOutline" /> : mail.read ? <Icon name="MailOpenOutline" /> : <Icon name="MailOutline" />}
        {mail.read ? null : <span className="mail-row__dot" />}
      </span>
      <span className="mail-row__text">
        {mail.read ? null : <span className="visually-hidden">{t('mailbox.unread')}: </span>}
        <span className="mail-row__title">{mail.title}</span>
        <span className="mail-row__preview">
          {mail.preview}
        </span>
        <time className="mail-row__time" dateTime={new Date(mail.createTime).toISOString()}>
          {formatMailTime(mail.createTime)}
        </time>
      </span>
      {hasReward ? (
        <span className={mail.state === MailRewardState.claimed ? 'mail-row__reward mail-row__reward--claimed' : 'mail-row__reward'}>
          <strong>{formatBalance(mail.reward)}</strong>
          <span>{mail.state === MailRewardState.claimed ? t('mailbox.claimed') : t('mailbox.claim')}</span>
        </span>
      ) : null}
    </button>
  );
}

function MailPopup({ id, onClose }: { id: number | null; onClose: () => void }) {
  return (
    <Popup visible={id !== null} onMaskClick={onClose} destroyOnClose bodyClassName="sheet-popup mail-popup">
      {id !== null ? <MailDetailPanel key={id} id={id} onClose={onClose} /> : null}
    </Popup>
  );
}

function MailDetailPanel({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation(['ui', 'messages']);
  const queryClient = useQueryClient();
  const [mail, setMail] = useState<MailDetail | null>(null);
  const [claiming, setClaiming] = useState(false);

  useEffect(() => {
    let current = true;
    openMail(id)
      .then((reply) => {
        if (!current) return;
        setMail(reply.mail);
        queryClient.setQueryData(mailCountsQueryOptions(true).queryKey, { type: '3', unread: reply.unread, unclaimed: reply.unclaimed });
        void queryClient.invalidateQueries({ queryKey: [...MAILBOX_KEY, 'list'] });
      })
      .catch((error: unknown) => {
        if (!current) return;
        toastError(error);
        onClose();
        void queryClient.invalidateQueries({ queryKey: MAILBOX_KEY });
      });
    return () => {
      current = false;
    };
  }, [id, onClose, queryClient]);

  const claim = async () => {
    if (!mail || claiming) return;
    setClaiming(true);
    try {
      const reply = await claimMail(mail.id);
      setMail(reply.mail);
      applyBalance(reply.gold);
      usePopupStore.getState().open({ name: 'amount-received', amount: reply.amount });
      void queryClient.invalidateQueries({ queryKey: MAILBOX_KEY });
      void queryClient.invalidateQueries({ queryKey: ['player'] });
      void queryClient.invalidateQueries({ queryKey: ['activity'] });
    } catch (error) {
      toastError(error);
      void queryClient.invalidateQueries({ queryKey: MAILBOX_KEY });
    } finally {
      setClaiming(false);
    }
  };

  return (
    <div className="sheet-body mail-detail" role="dialog" aria-labelledby="mail-title">
      <SheetHeader id="mail-title" title={mail?.title ?? t('mailbox.title')} onClose={onClose} />
      {mail ? (
        <>
          <p className="mail-detail__meta">
            <time dateTime={new Date(mail.createTime).toISOString()}>{formatMailTime(mail.createTime)}</time>
            {mail.expireTime ? <span>{t('mailbox.expires', { date: formatMailTime(mail.expireTime) })}</span> : null}
          </p>
          <div className="mail-detail__body" data-testid="mail-body">
            {mail.body}
          </div>
          {mail.state !== MailRewardState.none ? (
            <div className="mail-detail__reward">
              <span className="mail-detail__reward-label">{t('mailbox.reward')}</span>
              <strong data-testid="mail-reward">{formatBalance(mail.reward)}</strong>
              {mail.wagerMulti > 0 ? <span className="mail-detail__wager">{t('mailbox.wagering', { multi: formatMultiple(mail.wagerMulti) })}</span> : null}
              <Button
                block
                color="primary"
                shape="rounded"
                disabled={mail.state === MailRewardState.claimed}
                loading={claiming}
                onClick={() => void claim()}
              >
                {mail.state === MailRewardState.claimed ? t('mailbox.claimed') : t('mailbox.claimAmount', { amount: formatBalance(mail.reward) })}
              </Button>
            </div>
          ) : null}
        </>
      ) : (
        <div className="mailbox__loading">
          <DotLoading color="primary" />
        </div>
      )}
    </div>
  );
}
