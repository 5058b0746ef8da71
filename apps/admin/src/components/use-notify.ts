// One way to report an action's outcome: the server's own message on a refusal (with the first
// field it names), the console's own check's message the same way, a short confirmation on success.
import { App } from 'antd';
import { AdminApiError } from '../lib/api.ts';

export function useNotify() {
  const { message } = App.useApp();
  return {
    ok: (text: string) => void message.success(text),
    /** A refusal the console decides itself, before asking the server (same look as the server's). */
    refuse: (text: string) => void message.error(text),
    fail: (error: unknown) => void message.error(error instanceof AdminApiError || error instanceof Error ? error.message : 'Something went wrong'),
  };
}
