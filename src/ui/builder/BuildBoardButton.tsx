// "Build a board" in the sandbox panel: opens the board builder (a modal dialog) over the table.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BuilderDialog } from './BuilderDialog';

export function BuildBoardButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="build-board" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('builder:open')}
      </button>
      {open && <BuilderDialog onClose={() => setOpen(false)} />}
    </>
  );
}
