/** @jsxImportSource preact */
import { useState } from 'preact/hooks';

/**
 * A private link and a button that copies it (the ticket's tracking link, a speed test's result). A new link
 * comes with a new CopyLink (its callers show it only once the link exists), so "Copied" never outlives it.
 */
export function CopyLink({
  href,
  link,
  words,
  testId,
  className = 'break-all text-brand-800 underline',
}: {
  href: string;
  /** the whole address, as shown and copied */
  link: string;
  words: { copy: string; copied: string };
  testId: string;
  className?: string;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <>
      <a href={href} className={className} data-testid={testId}>
        {link}
      </a>
      <button
        type="button"
        className="btn-outline px-3 py-1 text-sm"
        onClick={() => navigator.clipboard?.writeText(link).then(() => setCopied(true))}
      >
        {copied ? words.copied : words.copy}
      </button>
    </>
  );
}
