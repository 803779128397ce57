/** Where a reading or trip waiting in the outbox stands: waiting, or refused with a Discard. */
export function DraftStatus({
  draft,
  onDiscard,
}: {
  draft: { state: string; lastError?: string | undefined };
  onDiscard: () => void;
}) {
  if (draft.state !== 'needs-attention') return <>waiting to be sent</>;
  return (
    <>
      <span role="alert">Not accepted: {draft.lastError}</span>{' '}
      <button className="button" type="button" onClick={onDiscard}>
        Discard
      </button>
    </>
  );
}
