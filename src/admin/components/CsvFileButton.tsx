import { type ChangeEvent, type ReactNode, useRef } from 'react';

/**
 * A button that opens the file chooser for a CSV file (the imports of areas and customers): the file
 * input itself stays hidden, so the button reads as the rest of the admin's buttons. The chosen file
 * is handed over and the input cleared, so the same file may be chosen again.
 */
export function CsvFileButton({
  onFile,
  disabled,
  testId,
  className = 'btn btn-secondary btn-sm',
  children,
}: {
  onFile: (file: File) => void;
  disabled?: boolean;
  testId: string;
  className?: string;
  children: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  const chosen = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) onFile(file);
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={chosen}
        data-testid={testId}
      />
      <button type="button" className={className} onClick={() => input.current?.click()} disabled={disabled}>
        {children}
      </button>
    </>
  );
}
