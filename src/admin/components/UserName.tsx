import { useStore } from '@nanostores/react';
import { $auth } from '../lib/session.ts';
import { CellText } from './CellText.tsx';

/** A user's name, marked when it is the signed-in administrator's own account. */
export function UserName({ id, name }: { id: string; name: string }) {
  const { user } = useStore($auth);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <CellText text={name || '—'} />
      {user?._id === id && <span className="badge bg-brand-50 text-brand-700">You</span>}
    </span>
  );
}
