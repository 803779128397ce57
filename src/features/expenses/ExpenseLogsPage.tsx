import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ExpenseListRow } from '../../../contract/expenses';
import { useMirrorList, useRefresh } from '../../offline/mirror';
import { EmptyState } from '../../ui/EmptyState';
import { LastUpdated } from '../../ui/LastUpdated';
import { Loader } from '../../ui/Loader';
import { Pager, pageSlice } from '../../ui/Pager';
import { loadExpenses } from './api';
import { ExpenseTable } from './ExpenseTable';
import { OutboxDrafts } from './OutboxDrafts';
import { useOutboxRunner } from './runner';
import { useDrafts } from './useDrafts';
import './expenses.css';

/** /portal/expense/logs: the mirror of the customer's claims, paged 7 locally, drafts on top. */
export default function ExpenseLogsPage() {
  const { rows, loaded } = useMirrorList<ExpenseListRow>('expenses');
  const { refreshing } = useRefresh('expenses', loadExpenses);
  const { drafts, paused } = useDrafts();
  const runner = useOutboxRunner();
  const [page, setPage] = useState(0);
  const [sending, setSending] = useState(false);

  const sendNow = async () => {
    setSending(true);
    try {
      await runner.sendNow();
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
      <OutboxDrafts
        drafts={drafts}
        paused={paused}
        sending={sending}
        onSendNow={() => void sendNow()}
      />
      {!loaded || (refreshing && rows.length === 0) ? (
        <Loader label="Loading your expenses…" />
      ) : rows.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <ExpenseTable rows={pageSlice(rows, page)} />
          <Pager page={page} total={rows.length} onChange={setPage} label="Expense pages" />
        </>
      )}
    </div>
  );
}
