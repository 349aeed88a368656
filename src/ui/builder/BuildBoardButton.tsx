// "Build a board" in the sandbox panel: opens the board builder (a modal dialog) over the table.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BuilderDialog } from './BuilderDialog';

export function BuildBoardButton() {
  const { t } = useTranslation();
  // How many times it was asked for since it was last closed (0: closed); a new request shows it again.
  const [requests, setRequests] = useState(0);
  return (
    <>
      <button type="button" className="build-board" aria-haspopup="dialog" onClick={() => setRequests((n) => n + 1)}>
        {t('builder:open')}
      </button>
      {requests > 0 && <BuilderDialog request={requests} onClose={() => setRequests(0)} />}
    </>
  );
}
