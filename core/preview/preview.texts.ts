/** Staff-panel texts: English only, as in the spec (section 8; D12). */
export const PREVIEW_TEXTS = {
  openPanel: 'Preview settings',
  dialogTitle: 'Preview settings',
  close: 'Close',
  dateLabel: 'Preview date',
  dateHint: 'The shop is shown as it will be on this day.',
  /** Where a browser shows a plain text field for the date, the format is still clear. */
  datePlaceholder: 'YYYY-MM-DD',
  timeLabel: 'Time of day',
  timeHint: 'In your time zone ({zone}). Empty: the date alone, from midnight UTC.',
  timePlaceholder: 'HH:MM',
  testLabel: 'A/B test',
  noTest: 'None',
  groupLabel: 'A/B test group',
  chooseGroup: 'Choose a group',
  required: 'Required',
  apply: 'Apply',
  reset: 'Reset preview',
  logout: 'Log out of preview',
  loadingTests: 'Loading tests...',
  noTests: 'No active tests for this date.',
  testsFound: 'Active tests found.',
  testsFailed: 'Failed to fetch AB tests.',
  loading: 'Loading...',
  applied: 'Settings applied successfully.',
  applyFailed: 'Applying settings failed.',
  groupMissing: 'Please also select an A/B test group!',
  resetDone: 'Preview reset: you see the live shop again.',
  bannerLabel: 'Preview mode',
  bannerDate: 'Preview date: {date}',
  bannerTest: 'A/B test: {test} / {group}',
  bannerOpen: 'Change preview',
} as const;

export type PreviewTextKey = keyof typeof PREVIEW_TEXTS;
export type PreviewTexts = Record<PreviewTextKey, string>;
