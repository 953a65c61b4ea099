import type { PreviewPanelView } from '../../core/preview';
import { PreviewPanelFrame } from './PreviewPanel';
import PreviewPanelForm from './PreviewPanelForm';

/** The panel for an already connected view model, its form rendered at once (for tests and other hosts). */
export function PreviewPanelDialog({
  view,
  banner = 'top',
}: {
  view: PreviewPanelView;
  banner?: 'top' | 'inline' | false;
}) {
  return <PreviewPanelFrame view={view} banner={banner} Form={PreviewPanelForm} />;
}
