// A button that opens the file picker for one JSON file (a scenario, or a file of named boards). The input
// itself is hidden and out of the tab order; the tests fill it through its test id.
import { useRef } from 'react';

export function JsonFilePicker({ label, testId, onFile }: { label: string; testId: string; onFile: (file: File) => void }) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => picker.current?.click()}>
        {label}
      </button>
      <input
        ref={picker}
        type="file"
        accept=".json,application/json"
        className="visually-hidden"
        tabIndex={-1}
        aria-label={label}
        data-testid={testId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
