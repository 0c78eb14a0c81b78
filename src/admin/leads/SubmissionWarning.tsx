import { VolumeWarning } from './VolumeWarning.tsx';

/**
 * Above every screen while more submissions than SUBMIT_WARN_PER_DAY were stored in the last 24
 * hours: a flood of forms fills the disk (each lead costs about 32 KB), so the staff are told.
 */
export function SubmissionWarning() {
  return (
    <VolumeWarning api="/api/leads/volume" label="Many submissions">
      {(data) => (
        <>
          <strong className="font-semibold">
            {data.last24h.toLocaleString('en')} submissions in the last 24 hours
          </strong>
          , more than the {data.warnAt.toLocaleString('en')} expected (SUBMIT_WARN_PER_DAY). Check the leads for spam;
          each address may send at most SUBMIT_MAX_PER_DAY a day.
        </>
      )}
    </VolumeWarning>
  );
}
