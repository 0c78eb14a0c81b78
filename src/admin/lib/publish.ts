import { mutate } from 'swr';

export const PUBLISH_KEY = '/api/publish';

export type { PublishState, PublishStatus } from '../../lib/publish-status.ts';
import type { PublishStatus } from '../../lib/publish-status.ts';

/** Poll quickly while a build is on its way, slowly otherwise. */
export const publishInterval = (status: PublishStatus | undefined) =>
  status && (status.state === 'queued' || status.state === 'building') ? 2000 : 15000;

/** After a content change the publisher has queued a build: ask for the state now. */
export function refreshPublishState() {
  void mutate(PUBLISH_KEY);
}
