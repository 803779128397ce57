import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ExpenseListRow } from '../../../contract/expenses';
import { toast } from '../../lib/toast';
import { useFillingList } from '../../offline/react/mirror';
import { EmptyState } from '../../ui/mirror/EmptyState';
import { LastUpdated } from '../../ui/mirror/LastUpdated';
import { Loader } from '../../ui/Loader';
import { Pager, pageSlice } from '../../ui/Pager';
import { usePageParam } from '../../ui/usePageParam';
import { loadExpenses } from './api';
import { ExpenseDetailSheet } from './ExpenseDetailSheet';
import { ExpenseRows } from './ExpenseRows';
import { ExpenseTable } from './ExpenseTable';
import { HomeScreenGuide } from './HomeScreenGuide';
import { OutboxDrafts } from './OutboxDrafts';
import { sendNowProblem, useOutboxRunner } from './runner';
import { useDrafts } from './useDrafts';
import './expenses.css';

/** /portal/expense/logs: the mirror of the customer's claims, paged 7 locally, drafts on top. */
export default function ExpenseLogsPage() {
  // A first visit with many claims shows the newest while the rest arrive.
  const { rows, loaded, refreshing, filling } = useFillingList('expenses', loadExpenses);
  const { drafts, paused, loaded: draftsLoaded } = useDrafts();
  const runner = useOutboxRunner();
  const [page, setPage] = usePageParam();
  const [open, setOpen] = useState<ExpenseListRow | null>(null);
  const shown = pageSlice(rows, page);
  const [sending, setSending] = useState(false);

  const sendNow = async () => {
    setSending(true);
    try {
      const problem = sendNowProblem(await runner.sendNow());
      if (problem) toast.error(problem);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="page expenses">
      <div className="page__header">
        <h1>Expenses</h1>
        <Link className="button" to="/adhoc/new">
          Add Adhoc Expense
        </Link>
      </div>
      <LastUpdated name="expenses" />
      {draftsLoaded && <HomeScreenGuide drafts={drafts.length} />}
      <OutboxDrafts
        drafts={drafts}
        paused={paused}
        sending={sending}
        onSendNow={() => void sendNow()}
      />
      {!loaded || (refreshing && rows.length === 0) ? (
        <Loader label="Loading your expenses…" />
      ) : rows.length === 0 ? (
        <EmptyState mirror="expenses" />
      ) : (
        <>
          <ExpenseTable rows={shown} />
          <ExpenseRows rows={shown} onOpen={setOpen} />
          <Pager
            page={page}
            total={rows.length}
            onChange={setPage}
            label="Expense pages"
            pending={filling ? 'Loading your older expenses…' : undefined}
          />
        </>
      )}
      <ExpenseDetailSheet row={open} onClose={() => setOpen(null)} />
    </div>
  );
}
