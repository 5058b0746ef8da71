// The game catalogue: per category, switch games on or off, list or hide them in
// the lobby and move them up or down. Saving writes the whole layout as one new version of the
// server-only document GameCatalogueConf (the server applies it to the games at once); its history,
// diff and rollback are the config documents' own.
import { putConfig } from '@khel/contracts/admin/config';
import { getCatalogue, type CatalogueEntry, type CatalogueGame } from '@khel/contracts/admin/games';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Skeleton, Space, Switch, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { PageHeader } from '../../components/page-header.tsx';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall } from '../../lib/api.ts';
import { useCan } from '../../lib/session.ts';
import { ConfigHistory } from './config-history.tsx';

const DOCUMENT = 'GameCatalogueConf';
type Layout = Record<string, CatalogueEntry>;

const layoutOf = (games: CatalogueGame[]): Layout => Object.fromEntries(games.map(({ gameId, enabled, hidden, order }) => [gameId, { gameId, enabled, hidden, order }]));

/** Moves a game one place within its category: it takes its neighbour's order (one past it when they are equal). */
function moved(layout: Layout, category: string[], index: number, step: -1 | 1): Layout {
  const a = layout[category[index]!]!;
  const b = layout[category[index + step]!]!;
  const aOrder = a.order === b.order ? Math.max(0, b.order + step) : b.order;
  return { ...layout, [a.gameId]: { ...a, order: aOrder }, [b.gameId]: { ...b, order: a.order } };
}

export default function CataloguePage() {
  const can = useCan();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ['catalogue'], queryFn: () => adminCall(getCatalogue, {}) });
  const [draft, setDraft] = useState<Layout | null>(null);
  const [saving, setSaving] = useState(false);
  const games = useMemo(() => query.data?.games ?? [], [query.data]);
  const saved = useMemo(() => layoutOf(games), [games]);
  const layout = draft ?? saved;
  const readOnly = !can('config.write');
  const changed = games.filter((g) => JSON.stringify(layout[g.gameId]) !== JSON.stringify(saved[g.gameId])).length;

  if (query.error) return <Alert type="error" title={query.error.message} />;
  if (!query.data) return <Skeleton active />;

  const set = (gameId: string, change: Partial<CatalogueEntry>) => setDraft({ ...layout, [gameId]: { ...layout[gameId]!, ...change } });
  const save = async () => {
    setSaving(true);
    try {
      const after = await adminCall(putConfig, { name: DOCUMENT, body: games.map((g) => layout[g.gameId]!) });
      setDraft(null);
      await queryClient.invalidateQueries({ queryKey: ['catalogue'] });
      void queryClient.invalidateQueries({ queryKey: [`config-versions-${DOCUMENT}`] });
      notify.ok(`Catalogue saved as version ${after.version}`);
    } catch (error) {
      notify.fail(error);
    } finally {
      setSaving(false);
    }
  };

  const categories = [...new Set(games.map((g) => g.type))].sort();
  const tableOf = (category: string) => {
    const rows = games.filter((g) => g.type === category).sort((a, b) => layout[a.gameId]!.order - layout[b.gameId]!.order || a.gameId.localeCompare(b.gameId));
    const ids = rows.map((g) => g.gameId);
    const columns: TableColumnsType<CatalogueGame> = [
      { title: '#', key: 'place', width: 56, render: (_v, _g, index) => index + 1 },
      { title: 'Game', key: 'name', render: (_v, g) => <strong>{g.gameName}</strong> },
      { title: 'Provider', dataIndex: 'platform', width: 120 },
      { title: 'Game id', dataIndex: 'gameId', render: (id: string) => <span className="mono weak">{id}</span> },
      {
        title: 'Enabled',
        key: 'enabled',
        width: 110,
        render: (_v, g) => (
          <Switch aria-label={`${g.gameName} enabled`} checked={layout[g.gameId]!.enabled} disabled={readOnly} onChange={(enabled) => set(g.gameId, { enabled })} />
        ),
      },
      {
        title: 'Listed in the lobby',
        key: 'listed',
        width: 160,
        render: (_v, g) => (
          <Switch aria-label={`${g.gameName} listed`} checked={!layout[g.gameId]!.hidden} disabled={readOnly} onChange={(listed) => set(g.gameId, { hidden: !listed })} />
        ),
      },
      { title: 'Order', key: 'order', width: 80, render: (_v, g) => <span className="mono">{layout[g.gameId]!.order}</span> },
      {
        title: 'Move',
        key: 'move',
        width: 110,
        render: (_v, g, index) => (
          <Space size={4}>
            <Button size="small" aria-label={`Move ${g.gameName} up`} icon={<ArrowUpOutlined />} disabled={readOnly || index === 0} onClick={() => setDraft(moved(layout, ids, index, -1))} />
            <Button size="small" aria-label={`Move ${g.gameName} down`} icon={<ArrowDownOutlined />} disabled={readOnly || index === ids.length - 1} onClick={() => setDraft(moved(layout, ids, index, 1))} />
          </Space>
        ),
      },
      {
        title: '',
        key: 'state',
        width: 120,
        render: (_v, g) => (!layout[g.gameId]!.enabled ? <Tag color="red">switched off</Tag> : layout[g.gameId]!.hidden ? <Tag color="orange">hidden</Tag> : null),
      },
    ];
    return <Table<CatalogueGame> rowKey="gameId" size="small" pagination={false} dataSource={rows} columns={columns} scroll={{ y: 560 }} />;
  };

  return (
    <>
      <PageHeader
        title={
          <Space>
            <span>Game catalogue</span>
            <Tag>v{query.data.version}</Tag>
          </Space>
        }
      >
        A switched-off game cannot be launched (rounds already open still settle) and is not listed; a hidden game is not listed but still launches from a link. Saving writes one new version; players see it at once.
      </PageHeader>
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" loading={saving} disabled={readOnly || changed === 0} onClick={() => void save()}>
          Save as a new version{changed > 0 ? ` (${changed} changed)` : ''}
        </Button>
        <Button disabled={changed === 0} onClick={() => setDraft(null)}>
          Discard changes
        </Button>
      </Space>
      <Tabs
        items={[
          ...categories.map((category) => ({ key: category, label: `${category} (${games.filter((g) => g.type === category).length})`, children: tableOf(category) })),
          {
            key: 'history',
            label: 'History',
            children: <ConfigHistory name={DOCUMENT} current={query.data.version} onRolledBack={() => void queryClient.invalidateQueries({ queryKey: ['catalogue'] })} />,
          },
        ]}
      />
    </>
  );
}
