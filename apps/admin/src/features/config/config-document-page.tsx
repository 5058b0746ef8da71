// One config document: a form generated from its schema (react-jsonschema-form, antd
// theme), the same document as JSON, and its history. The console checks with the same strict rule
// as the server (contracts admin/strict-document.ts) before sending; the server decides. A document
// that needs a second operator (FOUR_EYES_CONFIG) is proposed, not saved: nothing is live until
// another operator approves it under "Pending changes".
import { ADMIN_CONFIG, getConfig, isAdminConfig, putConfig, type AdminConfigName } from '@khel/contracts/admin/config';
import { FOUR_EYES_CONFIG, needsSecondOperator, proposeConfig } from '@khel/contracts/admin/config-proposals';
import { checkDocument, type DocumentIssue } from '@khel/contracts/admin/strict-document';
import type { RJSFSchema } from '@rjsf/utils';
import Form from '@rjsf/antd';
import validator from '@rjsf/validator-ajv8';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Result, Skeleton, Space, Tabs, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { z } from 'zod';
import { PageHeader } from '../../components/page-header.tsx';
import { useNotify } from '../../components/use-notify.ts';
import { AdminApiError, adminCall } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';
import { useCan } from '../../lib/session.ts';
import { ConfigHistory } from './config-history.tsx';
import { ConfigProposals } from './config-proposals.tsx';

function Issues({ issues }: { issues: DocumentIssue[] }) {
  if (issues.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 12 }}
      title="The document does not fit its schema"
      description={
        <ul style={{ margin: 0 }}>
          {issues.map((issue) => (
            <li key={`${issue.path}-${issue.message}`}>
              <span className="mono">{issue.path || '(document)'}</span>: {issue.message}
            </li>
          ))}
        </ul>
      }
    />
  );
}

function Editor({ name }: { name: AdminConfigName }) {
  const can = useCan();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const key = ['config-document', name];
  const query = useQuery({ queryKey: key, queryFn: () => adminCall(getConfig, { name }) });
  const schema = useMemo(() => z.toJSONSchema(ADMIN_CONFIG[name], { target: 'draft-7', io: 'output', unrepresentable: 'any' }) as RJSFSchema, [name]);
  const [draft, setDraft] = useState<unknown>(undefined);
  const [json, setJson] = useState<string | null>(null);
  const [issues, setIssues] = useState<DocumentIssue[]>([]);
  const [saving, setSaving] = useState(false);
  if (query.error) return <Alert type="error" title={query.error.message} />;
  if (!query.data) return <Skeleton active />;
  const doc = query.data;
  const value = draft === undefined ? doc.body : draft;
  const readOnly = !can('config.write');
  const fourEyes = needsSecondOperator(name) ? FOUR_EYES_CONFIG[name] : null;
  const saveLabel = fourEyes ? 'Propose change' : 'Save as a new version';

  const save = async (body: unknown) => {
    const checked = checkDocument(ADMIN_CONFIG[name], body);
    if (!checked.ok) return setIssues(checked.issues);
    setSaving(true);
    try {
      if (fourEyes) {
        const proposal = await adminCall(proposeConfig, { name, body });
        void queryClient.invalidateQueries({ queryKey: ['config-proposals'] });
        setDraft(undefined);
        setJson(null);
        setIssues([]);
        return notify.ok(`Change #${proposal.id} to ${name} proposed: nothing is live until a second operator approves it`);
      }
      const after = await adminCall(putConfig, { name, body });
      queryClient.setQueryData(key, after);
      void queryClient.invalidateQueries({ queryKey: [`config-versions-${name}`] });
      setDraft(undefined);
      setJson(null);
      setIssues([]);
      notify.ok(`${name} saved as version ${after.version}`);
    } catch (error) {
      if (error instanceof AdminApiError && error.issues.length > 0) setIssues(error.issues);
      notify.fail(error);
    } finally {
      setSaving(false);
    }
  };

  const jsonText = json ?? JSON.stringify(value, null, 2);
  return (
    <>
      <PageHeader
        title={
          <Space>
            <span>{name}</span>
            <Tag color={doc.public ? 'blue' : 'purple'}>{doc.public ? 'public' : 'server only'}</Tag>
            <Tag>v{doc.version}</Tag>
          </Space>
        }
      >
        Last changed {when(doc.updatedAt)}. {readOnly ? 'Your role can read, not change, config.' : fourEyes ? '' : 'Saving writes a new version; the apps see it at once.'}
      </PageHeader>
      {fourEyes ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={`A second operator must approve every change to ${name}`}
          description={`It holds ${fourEyes}. A proposal changes nothing until another operator with config write access approves it under Pending changes.`}
        />
      ) : null}
      <Issues issues={issues} />
      <Tabs
        items={[
          {
            key: 'form',
            label: 'Editor',
            children: (
              <Form
                schema={schema}
                validator={validator}
                formData={value}
                disabled={readOnly}
                showErrorList={false}
                onChange={(event) => setDraft(event.formData)}
                onSubmit={(event) => void save(event.formData)}
              >
                <Button type="primary" htmlType="submit" loading={saving} disabled={readOnly}>
                  {saveLabel}
                </Button>
              </Form>
            ),
          },
          {
            key: 'json',
            label: 'JSON',
            children: (
              <>
                <Input.TextArea aria-label={`${name} as JSON`} className="mono" autoSize={{ minRows: 12, maxRows: 40 }} value={jsonText} readOnly={readOnly} onChange={(event) => setJson(event.target.value)} />
                <Button
                  type="primary"
                  style={{ marginTop: 12 }}
                  loading={saving}
                  disabled={readOnly}
                  onClick={() => {
                    try {
                      void save(JSON.parse(jsonText));
                    } catch {
                      setIssues([{ path: '', message: 'This is not valid JSON' }]);
                    }
                  }}
                >
                  {saveLabel}
                </Button>
              </>
            ),
          },
          { key: 'history', label: 'History', children: <ConfigHistory name={name} current={doc.version} onRolledBack={() => void queryClient.invalidateQueries({ queryKey: key })} /> },
          ...(fourEyes ? [{ key: 'proposals', label: 'Pending changes', children: <ConfigProposals name={name} /> }] : []),
        ]}
      />
    </>
  );
}

export default function ConfigDocumentPage() {
  const name = useParams()['name'] ?? '';
  if (!isAdminConfig(name)) return <Result status="404" title={`No config document named ${name}`} />;
  return <Editor key={name} name={name} />;
}
