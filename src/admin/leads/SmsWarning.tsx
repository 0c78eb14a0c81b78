import { VolumeWarning } from './VolumeWarning.tsx';

/**
 * Above every screen while more text messages than SMS_WARN_PER_DAY went out in the last 24 hours:
 * each sign-in code costs money, so a flood of code requests is worth a look.
 */
export function SmsWarning() {
  return (
    <VolumeWarning api="/api/leads/sms" label="Many text messages">
      {(data) => (
        <>
          <strong className="font-semibold">{data.last24h.toLocaleString('en')} SMS in the last 24 hours</strong>, more
          than the {data.warnAt.toLocaleString('en')} expected (SMS_WARN_PER_DAY). Each sign-in code costs money; a
          mobile or customer ID gets at most SMS_MAX_PER_PHONE_DAY codes a day, an address SMS_MAX_PER_ADDRESS_DAY.
        </>
      )}
    </VolumeWarning>
  );
}
