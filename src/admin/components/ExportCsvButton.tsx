import { toast } from 'react-toastify';
import { downloadCsv } from '../leads/export-csv.ts';

/** 'Export CSV': the list at `api` with these filters, as a file; a refusal shows as a toast. */
export function ExportCsvButton({
  api,
  filter,
  disabled,
}: {
  api: string;
  filter: Record<string, string>;
  disabled?: boolean;
}) {
  const exportCsv = () => downloadCsv(api, filter).catch((err: Error) => toast.error(err.message));
  return (
    <button type="button" className="btn btn-secondary" onClick={exportCsv} disabled={disabled}>
      Export CSV
    </button>
  );
}
