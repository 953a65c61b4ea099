export {
  isPreviewDate,
  isPreviewTime,
  previewDateTime,
  previewDateInputValue,
  previewTimeInputValue,
  previewDateTimeLabel,
  localZoneOffsetMinutes,
  zoneOffsetText,
  hasPreviewAuthCookie,
  cookieHeaderHasPreviewAuth,
  type PreviewDateTimeOptions,
} from './preview.rules';
export { PREVIEW_TEXTS, type PreviewTexts, type PreviewTextKey } from './preview.texts';
export {
  previewPanelMachine,
  knownPreviewPanelSnapshot,
  PREVIEW_TIMING,
  type PreviewAbTest,
  type PreviewAuth,
  type PreviewAuthStatus,
  type AppliedPreview,
  type PreviewSelection,
  type PreviewNotice,
  type PreviewPanelContext,
  type PreviewPanelEvent,
  type PreviewPanelInput,
} from './preview.machine';
export { createPreviewActors, checkPreviewAuth, type PreviewActorsOptions } from './preview.actors';
export { PreviewAnswerError } from './preview.answers';
export {
  connectPreviewPanel,
  type PreviewPanelView,
  type PreviewBannerView,
  type PreviewNoticeView,
  type PreviewOption,
  type NoticeKind,
  type ConnectPreviewOptions,
} from './preview.connect';
