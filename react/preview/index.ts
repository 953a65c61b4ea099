// Staff-only code: pages import() this module only when a staff or cobra auth cookie exists (decision D16).
export { PreviewPanel, type PreviewPanelProps } from './PreviewPanel';
export { PreviewPanelDialog } from './PreviewPanelDialog';
export { PreviewBanner, type PreviewBannerProps } from './PreviewBanner';
export { usePreviewPanel, type UsePreviewPanelOptions } from './usePreviewPanel';
