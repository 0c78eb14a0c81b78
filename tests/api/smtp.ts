import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../support/server.ts';

export interface TestSmtp {
  url: string;
  port: number;
  received: ParsedMail[];
  /** resolves once `count` messages have arrived in all */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** stops accepting connections (the mail server is down) */
  stop(): Promise<void>;
  /** listens again on the same port */
  start(): Promise<void>;
}

/** A real SMTP server in the test process (smtp-server), keeping every message it accepts. */
export async function testSmtp(): Promise<TestSmtp> {
  const port = await freePort();
  const received: ParsedMail[] = [];
  let server: SMTPServer | undefined;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onAuth: (_auth, _session, done) => done(null, { user: 'desk' }),
        onData(stream, _session, done) {
          simpleParser(stream).then((mail) => {
            received.push(mail);
            done();
          }, done);
        },
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  await listen();
  return {
    url: `smtp://desk:secret@127.0.0.1:${port}`,
    port,
    received,
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} messages, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return received;
    },
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    start: listen,
  };
}
