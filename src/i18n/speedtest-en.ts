// The speed test's words (issue 32): /speed-test and a shared result, /speed-test/r/<id>.
// speedtest-ne.ts has the same keys.
export const speedtestEn = {
  nav: 'Speed test',
  title: 'Internet speed test',
  description:
    'Test your download and upload speed, ping and jitter against the {isp} network, and share the result with our support team.',
  lead: 'Measured against our own server inside the {isp} network. Close other downloads and streaming first for a true figure.',
  start: 'Start the test',
  again: 'Test again',
  running: 'Testing…',
  phases: { ping: 'Measuring ping', download: 'Measuring download', upload: 'Measuring upload', done: 'Done' },
  download: 'Download',
  upload: 'Upload',
  latency: 'Ping',
  jitter: 'Jitter',
  mbps: 'Mbps',
  ms: 'ms',
  area: 'Your area (optional)',
  noArea: 'Not given',
  saved: 'Your result',
  share: 'Share this link with our support team:',
  copy: 'Copy',
  copied: 'Copied',
  report: 'Still slow? Report it',
  error: 'The test could not finish. Check your connection and try again.',
  refused:
    'The test was refused: this connection ran too many tests in the last minute, so nothing was measured or saved. Please wait a minute, then test again.',
  result: {
    title: 'Speed test result',
    description: 'A speed test result measured against the {isp} network.',
    loading: 'Loading the result…',
    notFound: 'No result at this address. Results are kept for 180 days.',
    tested: 'Tested',
    inArea: 'Area',
    yours: 'Run your own test',
  },
};
export type SpeedtestMessages = typeof speedtestEn;
