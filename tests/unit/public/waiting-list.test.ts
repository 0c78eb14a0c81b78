import { describe, expect, it } from 'vitest';
import { sendProblem } from '../../../src/islands/WaitingListForm.tsx';
import { messages } from '../../../src/i18n/index.ts';

describe('the waiting-list form when a request is not sent', () => {
  it('tells a Nepali visitor in Nepali that they hit the rate limit, not with the English server message', () => {
    const problem = sendProblem(429, messages('ne').coverage.form);
    expect(problem).toMatch(/[\u0900-\u097F]/);
    expect(problem).not.toMatch(/[A-Za-z]/);
    expect(problem).not.toBe(messages('ne').coverage.form.createError);
  });
  it('says to check the connection when the server was not reached, and that it failed otherwise', () => {
    const t = messages('en').coverage.form;
    expect(sendProblem(0, t)).toBe(t.offline);
    expect(sendProblem(500, t)).toBe(t.createError);
    expect(sendProblem(429, t)).toBe(t.tooMany);
  });
});
