import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// The end-to-end server's mail server (playwright.config.ts globalSetup): a real SMTP server that
// keeps every message it accepts as a JSON file in E2E_MAIL_DIR, for tests to read
// (tests/e2e/public/helpers.ts mailsTo). Stopped when the run ends.
export default async function mailSink() {
  const port = Number(process.env.E2E_MAIL_PORT);
  const dir = String(process.env.E2E_MAIL_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then((mail) => {
        const to = (mail.to as { text: string } | undefined)?.text ?? '';
        writeFileSync(
          join(dir, `${String(++n).padStart(5, '0')}.json`),
          JSON.stringify({ to, subject: mail.subject, text: mail.text }),
        );
        done();
      }, done);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
