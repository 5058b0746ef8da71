// Right-aligned money and count cells shared by the report tables, and the CSV download of a report.
import { useNotify } from '../../components/use-notify.ts';
import { downloadCsv } from '../../lib/api.ts';
import { money } from '../../lib/format.ts';

export const amount = (header: string) => ({ header: () => <div className="num">{header}</div>, cell: (c: { getValue: () => number | null }) => <div className="num">{money(c.getValue())}</div> });
export const count = (header: string) => ({ header: () => <div className="num">{header}</div>, cell: (c: { getValue: () => number }) => <div className="num">{c.getValue()}</div> });

/** A click handler downloading `path?query` as `name`; failures show as a notification. */
export function useCsvDownload() {
  const notify = useNotify();
  return (path: string, query: Record<string, string | undefined>, name: string) => {
    const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
    const text = params.toString();
    downloadCsv(text ? `${path}?${text}` : path, name).catch(notify.fail);
  };
}
