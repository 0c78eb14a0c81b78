export type PublishState = 'idle' | 'queued' | 'building' | 'failed';

export interface PublishStatus {
  state: PublishState;
  lastSuccessAt: string | null;
  lastDurationMs: number | null;
  lastError: string | null;
}

export interface Publisher {
  schedule(reason: string, options?: { immediate?: boolean }): void;
  status(): PublishStatus;
}
