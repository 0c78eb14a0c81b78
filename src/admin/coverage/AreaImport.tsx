import { useState } from 'react';
import { mutate } from 'swr';
import { toast } from 'react-toastify';
import { ApiError, apiFetch } from '../lib/api.ts';
import { isPageOf } from '../lib/list-page.ts';
import { refreshPublishState } from '../lib/publish.ts';
import type { ToolbarProps } from '../resources/types.ts';
import { CloseButton } from '../components/CloseButton.tsx';
import { CsvFileButton } from '../components/CsvFileButton.tsx';

const COLUMNS = 'name, name_ne, district, services, status';

/** Above the areas list: import a CSV file of areas, all or nothing, with each bad line named. */
export function AreaImport({ resource }: ToolbarProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; lines: [string, string][] } | null>(null);

  async function chosen(file: File) {
    setBusy(true);
    setProblem(null);
    try {
      const result = await apiFetch<{ message: string }>(`${resource.api}/import`, {
        method: 'POST',
        json: { csv: await file.text() },
      });
      toast.success(result.message);
      await mutate(isPageOf(resource.api));
      refreshPublishState();
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return;
      const message = err instanceof Error ? err.message : String(err);
      setProblem({ message, lines: Object.entries(err instanceof ApiError ? (err.errors ?? {}) : {}) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="border-b border-slate-200 px-4 py-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-600">
          Import a CSV file with the columns <span className="font-mono text-slate-800">{COLUMNS}</span>. Services are
          separated by spaces or semicolons; an area already listed by name is updated.
        </p>
        <CsvFileButton onFile={chosen} disabled={busy} testId="area-csv" className="btn btn-secondary btn-sm shrink-0">
          {busy ? 'Importing…' : 'Import CSV'}
        </CsvFileButton>
      </div>
      {problem && (
        <div role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          <div className="flex items-start justify-between gap-3">
            <p className="font-medium">{problem.message}</p>
            <CloseButton
              label="Close the import report"
              onClick={() => setProblem(null)}
              className="rounded px-1 text-red-700 hover:bg-red-100"
            />
          </div>
          {problem.lines.length > 0 && (
            <ul className="mt-1 max-h-48 list-disc space-y-0.5 overflow-y-auto pl-5">
              {problem.lines.map(([line, message]) => (
                <li key={line}>
                  <span className="font-semibold">{line}:</span> {message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
