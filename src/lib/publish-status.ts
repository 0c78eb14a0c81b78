/** The publisher's state, as the API's GET /api/publish answers it (admin badge, bench, tests). */
export type PublishState = 'idle' | 'queued' | 'building' | 'failed';

export interface PublishStatus {
  state: PublishState;
  /** ISO time of the last build that went live */
  lastSuccessAt: string | null;
  lastDurationMs: number | null;
  lastError: string | null;
  /** what asked for the build under way or queued */
  reason: string | null;
  /** what the last successful build did with images it could not optimise (used as uploaded, or left out) */
  warnings: string[];
}
