// A betting task's state (docs/requirements/wallet.md#4-betting-tasks: 0 Not started, 1 Ongoing, 2 Completed, 3 Abandoned) as the
// withdraw panel's task list and the betting-task overlay both show it.
import { useTranslation } from 'react-i18next';
import './task-state.css';

const STATE_KEYS = ['taskState.0', 'taskState.1', 'taskState.2', 'taskState.3'] as const;

/** The `ui` locale key of a state's name (unknown states read as Not started). */
export function taskStateKey(state: number): (typeof STATE_KEYS)[number] {
  return STATE_KEYS[state] ?? STATE_KEYS[0];
}

export function TaskStateChip({ state }: { state: number }) {
  const { t } = useTranslation('ui');
  return <span className={`task-state task-state--${state}`}>{t(taskStateKey(state))}</span>;
}
