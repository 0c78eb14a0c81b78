import { useState } from 'react';
import { toast } from 'react-toastify';
import { mutate } from 'swr';
import { ApiError, apiUpload } from '../lib/api.ts';
import { isPageOf } from '../lib/list-page.ts';
import { CloseButton } from '../components/CloseButton.tsx';
import { CsvFileButton } from '../components/CsvFileButton.tsx';
import type { Resource } from '../resources/types.ts';

// The CSV import of customers (issue 47): a file is first checked by a dry run, which lists every
// wrong row; the operator then imports it, or imports the good rows and skips the wrong ones.

interface Report {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  errors: { line: number; customerId: string; message: string }[];
  message: string;
}

const COLUMNS = 'customerId, name, phone, email, area, planId, status, dueDate, dueAmount, radiusUser, lang';

export function CustomerImport({ resource, onClose }: { resource: Resource; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const send = (chosen: File, query: string) => {
    const form = new FormData();
    form.set('file', chosen);
    return apiUpload<Report>(`${resource.api}/import?${query}`, 'POST', form);
  };
  async function run(task: () => Promise<void>) {
    setBusy(true);
    setProblem('');
    try {
      await task();
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return;
      setProblem(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }
  const chosen = (picked: File) => {
    setFile(picked);
    setReport(null);
    void run(async () => setReport(await send(picked, 'dryRun=1')));
  };
  const importIt = (skipInvalid: boolean) =>
    run(async () => {
      const done = await send(file!, skipInvalid ? 'skipInvalid=1' : '');
      toast.success(done.message);
      await mutate(isPageOf(resource.api));
      onClose();
    });

  const wrong = report?.errors.length ?? 0;
  const writes = report ? report.created + report.updated : 0;
  return (
    <section aria-labelledby="customer-import-title" className="space-y-3 bg-slate-50 px-4 py-3 text-sm">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id="customer-import-title" className="font-semibold text-slate-900">
            Import customers from a CSV file
          </h2>
          <p className="mt-0.5 text-xs text-slate-600">
            The first line names the columns: <span className="font-mono text-slate-800">{COLUMNS}</span> (only
            customerId and name are needed; dueAmount in paisa, or dueRupees in rupees). A customer ID already listed is
            updated; a column left out is left as it is. The file is checked first: nothing is written until you import.
          </p>
        </div>
        <CloseButton label="Close the import" onClick={onClose} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <CsvFileButton onFile={chosen} disabled={busy} testId="customer-csv">
          {file ? 'Choose another file' : 'Choose a CSV file'}
        </CsvFileButton>
        {file && <span className="truncate text-slate-600">{file.name}</span>}
        {busy && <span className="text-slate-500">Working…</span>}
      </div>
      {problem && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-800">
          {problem}
        </p>
      )}
      {report && (
        <div className="space-y-3" data-testid="import-report">
          <p role="status" className="font-medium text-slate-900">
            {report.rows} {report.rows === 1 ? 'row' : 'rows'} checked: {report.created} to add, {report.updated} to
            update, {report.unchanged} unchanged{wrong ? `, ${wrong} wrong` : ''}.
          </p>
          {wrong > 0 && (
            <div className="max-h-60 overflow-auto rounded-md border border-red-200 bg-white">
              <table className="w-full text-left text-xs">
                <caption className="sr-only">The wrong rows</caption>
                <thead className="sticky top-0 bg-red-50 text-red-900">
                  <tr>
                    <th className="px-3 py-1.5 font-semibold">Line</th>
                    <th className="px-3 py-1.5 font-semibold">Customer ID</th>
                    <th className="px-3 py-1.5 font-semibold">What is wrong</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-red-100">
                  {report.errors.map((e) => (
                    <tr key={e.line}>
                      <td className="px-3 py-1.5 tabular-nums">{e.line}</td>
                      <td className="px-3 py-1.5 font-mono">{e.customerId || '—'}</td>
                      <td className="px-3 py-1.5 text-red-800">{e.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            {wrong === 0 ? (
              <button
                type="button"
                className="btn btn-primary btn-sm"
                disabled={busy || !writes}
                onClick={() => importIt(false)}
              >
                {writes ? `Import ${writes} ${writes === 1 ? 'customer' : 'customers'}` : 'Nothing to import'}
              </button>
            ) : (
              <button
                type="button"
                className="btn btn-primary btn-sm"
                disabled={busy || !writes}
                onClick={() => importIt(true)}
              >
                Skip the {wrong} wrong {wrong === 1 ? 'row' : 'rows'} and import {writes}
              </button>
            )}
            <button type="button" className="btn btn-secondary btn-sm" onClick={onClose} disabled={busy}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
