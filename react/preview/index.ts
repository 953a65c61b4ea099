// Staff-only code: pages import() this module only when a staff or cobra auth cookie exists.
export { PreviewPanel, type PreviewPanelProps } from './PreviewPanel';
export { PreviewPanelDialog } from './PreviewPanelDialog';
export { PreviewBanner, type PreviewBannerProps } from './PreviewBanner';
export { usePreviewPanel, type UsePreviewPanelOptions } from './usePreviewPanel';
