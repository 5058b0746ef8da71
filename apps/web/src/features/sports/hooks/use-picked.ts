// The selection ids in the slip (for the pressed prices) and the tap that adds or removes one.
import type { Market, Selection } from '@khel/contracts/endpoints/sportsbook';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toastText } from '../../../lib/toast.ts';
import { SLIP_MAX_SELECTIONS, toggleSelection, useSlipStore, type EventInfo } from '../stores/slip-store.ts';

export function usePicked(): { picked: ReadonlySet<number>; toggle: (event: EventInfo, market: Market, selection: Selection) => void } {
  const { t } = useTranslation(['ui', 'messages']);
  const list = useSlipStore((state) => state.selections.map((entry) => entry.selectionId).join(','));
  const picked = useMemo(() => new Set(list ? list.split(',').map(Number) : []), [list]);
  const toggle = useCallback(
    (event: EventInfo, market: Market, selection: Selection) => {
      if (toggleSelection(event, market, selection) === 'full') toastText(t('sports.slip.full', { count: SLIP_MAX_SELECTIONS }));
    },
    [t],
  );
  return { picked, toggle };
}
