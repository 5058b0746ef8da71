// Honest notices for money features that arrive with later issues: nothing pretends to work.
import { loadDialog } from './dialog.ts';
import { i18n } from './i18n.ts';

export type ComingFeature = 'deposit' | 'withdraw' | 'signIn';

export function showComingNotice(feature: ComingFeature): void {
  void loadDialog().then((Dialog) =>
    Dialog.alert({
      title: i18n.t(`notice.${feature}Title`),
      content: i18n.t(`notice.${feature}Text`),
      confirmText: i18n.t('app.ok'),
      closeOnMaskClick: true,
    }),
  );
}

let blockedNoticeOpen = false;

/**
 * A frozen account (1013): one dialog, however many calls fail at once, that stays until the
 * player closes it — a toast could come and go while the page is still loading.
 */
export function showAccountBlocked(message: string): void {
  if (blockedNoticeOpen) return;
  blockedNoticeOpen = true;
  void loadDialog()
    .then((Dialog) => Dialog.alert({ content: message, confirmText: i18n.t('app.ok') }))
    .finally(() => {
      blockedNoticeOpen = false;
    });
}
