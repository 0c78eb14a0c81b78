import { type FormEvent, useState } from 'react';
import { CODE_REQUIRED } from '../../lib/schemas/two-factor.ts';
import { ApiError } from '../lib/api.ts';

/**
 * A form that sends one two-factor code (turning it on, turning it off): the code as typed, its problem
 * (none typed, or the server's word on it) and whether it is being sent. `send` gets the code trimmed.
 */
export function useCodeForm(send: (code: string) => Promise<void>, failed: string) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const type = (text: string) => {
    setCode(text);
    setProblem('');
  };
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!code.trim()) return setProblem(CODE_REQUIRED);
    setBusy(true);
    try {
      await send(code.trim());
    } catch (err) {
      setProblem(err instanceof ApiError ? (err.errors?.code ?? err.message) : failed);
    } finally {
      setBusy(false);
    }
  }
  return { code, problem, busy, type, submit };
}
type CodeForm = ReturnType<typeof useCodeForm>;

/** A one-time code (or a recovery code, when not `numeric`), tied to its problem. */
export function CodeInput(p: { id: string; className: string; numeric?: boolean; maxLength: number; form: CodeForm }) {
  return (
    <input
      id={p.id}
      className={`input font-mono ${p.className}`}
      inputMode={p.numeric ? 'numeric' : undefined}
      autoComplete="one-time-code"
      maxLength={p.maxLength}
      value={p.form.code}
      aria-invalid={p.form.problem ? true : undefined}
      aria-describedby={p.form.problem ? `${p.id}-error` : undefined}
      onChange={(e) => p.form.type(e.target.value)}
    />
  );
}

export function CodeProblem({ id, form }: { id: string; form: CodeForm }) {
  return form.problem ? (
    <p id={`${id}-error`} className="field-error" role="alert">
      {form.problem}
    </p>
  ) : null;
}
