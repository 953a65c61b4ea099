'use client';

import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type MouseEvent,
} from 'react';
import { createPortal } from 'react-dom';
import type { PreviewPanelView } from '../../core/preview';
import { BANNER_ROOT_ID, SERVER_BANNER_ATTRIBUTE } from '../../core/preview/preview.page';
import type { PreviewPanelFormProps } from './PreviewPanelForm';
import { PreviewBanner } from './PreviewBanner';
import { usePreviewPanel, type UsePreviewPanelOptions } from './usePreviewPanel';
import '../widgets/tokens.css';
import '../widgets/field.css';
import './preview.css';

export interface PreviewPanelProps extends UsePreviewPanelOptions {
  /** Where the banner goes: `'top'` (default, sticky first in <body>), `'inline'` in place, `false` nowhere. */
  banner?: 'top' | 'inline' | false;
  /** Called when a shown panel hides again (the staff person logged out). */
  onHide?: () => void;
}

/**
 * The staff preview: a button opening a dialog with the preview date, A/B test and group, apply, reset and logout,
 * plus the banner. Renders nothing for anyone else, and nothing on the server unless given `known` (checkauth's
 * answer for the page's request).
 */
export function PreviewPanel({ banner = 'top', onHide, ...options }: PreviewPanelProps) {
  const view = usePreviewPanel(options);
  const visible = view?.visible ?? false;
  const wasVisible = useRef(false);
  useEffect(() => {
    if (wasVisible.current && !visible) onHide?.();
    wasVisible.current = visible;
  }, [visible, onHide]);
  if (!view?.visible) return null;
  return <LivePreviewPanelDialog view={view} banner={banner} />;
}

// Where the banner goes, and how a server's banner is told apart (core/preview/preview.page.ts, shared with a page's first script).
export { BANNER_ROOT_ID, SERVER_BANNER_ATTRIBUTE };

/** Get-or-create the container first in <body>, outside the hydrated root, for the banner. */
function bannerRootElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  let element = document.getElementById(BANNER_ROOT_ID);
  if (!element) {
    element = document.createElement('div');
    element.id = BANNER_ROOT_ID;
    document.body.prepend(element);
  }
  return element;
}

const noSubscription = () => () => undefined;

/** The banner container, in the browser only (a server that knew the preview renders its own banner first in <body>). */
function useBannerRoot(enabled: boolean): HTMLElement | null {
  // Not in the render that hydrates server HTML (a portal cannot be hydrated): React renders again at once after it.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const root = useMemo(() => (enabled && hydrated ? bannerRootElement() : null), [enabled, hydrated]);
  // The banner the server rendered in it (a page that knew the preview, demo/entry-server.tsx) gives way to this one.
  useLayoutEffect(() => {
    root?.querySelectorAll(`[${SERVER_BANNER_ATTRIBUTE}]`).forEach((element) => element.remove());
  }, [root]);
  useEffect(() => {
    // Re-attached after a StrictMode remount removed it.
    if (root && !root.isConnected) document.body.prepend(root);
    return () => root?.remove();
  }, [root]);
  return root;
}

const loadForm = () => import('./PreviewPanelForm');
const LazyPreviewPanelForm = lazy(loadForm);

// The form loads when the panel is about to open, so a staff member's page loads only the banner and the button at first.
function LivePreviewPanelDialog({ view, banner }: { view: PreviewPanelView; banner: 'top' | 'inline' | false }) {
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => {
    void loadForm();
    setWanted(true);
  }, []);
  return (
    <PreviewPanelFrame
      view={view}
      banner={banner}
      Form={wanted || view.open ? LazyPreviewPanelForm : undefined}
      onWanted={want}
    />
  );
}

/** The panel around its form: banner, button, dialog (PreviewPanelDialog in ./PreviewPanelDialog renders it with the form at once). */
export function PreviewPanelFrame({
  view,
  banner = 'top',
  Form,
  onWanted,
}: {
  view: PreviewPanelView;
  banner?: 'top' | 'inline' | false;
  Form: ComponentType<PreviewPanelFormProps> | undefined;
  /** The panel is about to open: load what it needs. */
  onWanted?: () => void;
}) {
  const t = view.texts;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const titleId = `sk-preview-title-${id}`;
  const dateId = `sk-preview-date-${id}`;
  const timeId = `sk-preview-time-${id}`;
  const bannerRoot = useBannerRoot(banner === 'top');
  const { open, openPanel, closePanel } = view;

  // The machine says whether the dialog is open; the element follows it (showModal traps focus and draws the backdrop).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // Back to what opened it (the panel's button or the banner's) when it closes.
      const active = document.activeElement as HTMLElement | null;
      returnFocusRef.current = active && active !== document.body ? active : triggerRef.current;
      dialog.showModal();
      // Browsers differ in what showModal() focuses; the first field is the predictable place.
      firstFieldRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);
  // However the element closed (the browser's own Escape handling too), the machine hears of it; focus goes back.
  const onClose = useCallback(() => {
    closePanel();
    const target = returnFocusRef.current?.isConnected ? returnFocusRef.current : triggerRef.current;
    target?.focus();
  }, [closePanel]);
  const onDialogClick = useCallback(
    (event: MouseEvent<HTMLDialogElement>) => {
      // The dialog's own box is covered by its inner wrapper: a click on the dialog itself is on the backdrop.
      if (event.target === dialogRef.current) closePanel();
    },
    [closePanel],
  );

  const bannerNode = <PreviewBanner banner={view.banner} onOpenPanel={openPanel} />;

  return (
    <>
      {banner === 'inline' ? bannerNode : null}
      {banner === 'top' && bannerRoot ? createPortal(bannerNode, bannerRoot) : null}
      <button
        ref={triggerRef}
        className="sk-preview__trigger"
        lang="en"
        {...view.triggerProps}
        onPointerEnter={onWanted}
        onFocus={onWanted}
      >
        {t.openPanel}
      </button>
      <dialog
        ref={dialogRef}
        className="sk-preview__dialog"
        lang="en"
        aria-labelledby={titleId}
        onClose={onClose}
        onClick={onDialogClick}
        onKeyDown={(e) => {
          // Escape closes in every engine (and not only where <dialog> handles it natively).
          if (view.dialogKeyDown(e.key)) e.preventDefault();
        }}
      >
        <div className="sk-preview__content">
          <div className="sk-preview__header">
            <h2 id={titleId} className="sk-preview__title">
              {t.dialogTitle}
            </h2>
            <button type="button" className="sk-preview__close" onClick={closePanel} aria-label={t.close}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {Form ? (
            <Suspense fallback={<p className="sk-preview__status">{t.loading}</p>}>
              <Form view={view} dateId={dateId} timeId={timeId} firstFieldRef={firstFieldRef} />
            </Suspense>
          ) : null}
        </div>
      </dialog>
    </>
  );
}
