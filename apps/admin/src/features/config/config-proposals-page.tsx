// Pending changes to config: every proposal to a money or threshold document, for a
// second operator to approve or reject.
import { PageHeader } from '../../components/page-header.tsx';
import { ConfigProposals } from './config-proposals.tsx';

export default function ConfigProposalsPage() {
  return (
    <>
      <PageHeader title="Pending changes">
        Documents that move money or set a compliance threshold change only when a second operator approves a proposal. Approving writes it as a new version at once; a proposal made
        against an older version is stale and must be proposed again.
      </PageHeader>
      <ConfigProposals />
    </>
  );
}
