import { useState } from 'react';
import { toast } from 'react-toastify';

/** The ten recovery codes, shown once right after the set-up, with Copy and Download. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  const text = `Recovery codes for two-factor sign-in (each works once):\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Recovery codes copied');
      setSaved(true);
    } catch {
      toast.error('Could not copy: select the codes and copy them by hand');
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: 'recovery-codes.txt' });
    a.click();
    URL.revokeObjectURL(url);
    setSaved(true);
  };

  return (
    <div className="mt-4 space-y-4" role="region" aria-labelledby="recovery-codes-title">
      <div>
        <h3 id="recovery-codes-title" className="text-sm font-semibold text-slate-900">
          Your recovery codes
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          If you lose your phone, sign in with one of these instead of a code; each works once. Keep them somewhere
          safe: they are shown only now.
        </p>
      </div>
      <ul
        className="grid grid-cols-1 gap-1 rounded-md bg-slate-100 p-3 font-mono text-sm text-slate-900 sm:grid-cols-2"
        data-testid="recovery-codes"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn btn-secondary" onClick={copy}>
          Copy
        </button>
        <button type="button" className="btn btn-secondary" onClick={download}>
          Download
        </button>
        <button type="button" className="btn btn-primary" onClick={onDone}>
          {saved ? 'Done' : 'I have saved them'}
        </button>
      </div>
    </div>
  );
}
