import { useCallback, useEffect, useId, useRef, useState, type MouseEvent, type Ref } from 'react';
import en from '../../core/widgets/texts/en';
import { createPortal } from 'react-dom';
import type { PreviewPanelView } from '../../core/preview';
import { Button } from '../widgets/Button';
import { FormLabel } from '../widgets/FormLabel';
import { Notification } from '../widgets/Notification';
import { Select } from '../widgets/Select';
import { WidgetTextsProvider } from '../widgets/texts';
import { PreviewBanner } from './PreviewBanner';
import { usePreviewPanel, type UsePreviewPanelOptions } from './usePreviewPanel';
import '../widgets/tokens.css';
import '../widgets/field.css';
import './preview.css';

export interface PreviewPanelProps extends UsePreviewPanelOptions {
  /**
   * Where the D16 banner goes: `'top'` (default) puts it first in <body> (sticky at the top of every page),
   * `'inline'` renders it in place, `false` leaves it out.
   */
  banner?: 'top' | 'inline' | false;
  /** Called when a shown panel hides again (the staff person logged out). */
  onHide?: () => void;
}

/**
 * The staff preview: a button (for the footer's staff slot) opening a modal dialog with the preview date,
 * A/B test and group, apply, reset and logout; plus the D16 banner. Renders nothing for anyone else,
 * and nothing on the server.
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
  return <PreviewPanelDialog view={view} banner={banner} />;
}

const BANNER_ROOT_ID = 'sk-preview-banner-root';

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

/** The banner container; this view renders only in the browser (after checkauth), never on the server. */
function useBannerRoot(enabled: boolean): HTMLElement | null {
  const [root] = useState(() => (enabled ? bannerRootElement() : null));
  useEffect(() => {
    // Re-attached after a StrictMode remount removed it.
    if (root && !root.isConnected) document.body.prepend(root);
    return () => root?.remove();
  }, [root]);
  return root;
}

/** A date or time field of the panel, with its hint. */
function PreviewTimeField(props: {
  id: string;
  label: string;
  hint: string;
  type: 'date' | 'time';
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  optional?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { id, label, hint, type, placeholder, value, onChange, optional, inputRef } = props;
  return (
    <div className="sk-field">
      <FormLabel htmlFor={id} optional={optional}>
        {label}
      </FormLabel>
      <p id={`${id}-hint`} className="sk-field__hint">
        {hint}
      </p>
      <div className="sk-field__control">
        <input
          ref={inputRef}
          id={id}
          className={`sk-field__input sk-preview__${type}`}
          type={type}
          placeholder={placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={`${id}-hint`}
        />
      </div>
    </div>
  );
}

/** The staff panel speaks English (D12), and so do the widgets' own words in it ("Error:" before a message). */
const ENGLISH_WIDGET_TEXTS = { en };

/** The panel for an already connected view model (exported for tests and other hosts). */
export function PreviewPanelDialog({ view, banner = 'top' }: { view: PreviewPanelView; banner?: 'top' | 'inline' | false }) {
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

  const bannerNode = <PreviewBanner banner={view.banner} texts={t} onOpenPanel={openPanel} />;

  return (
    <WidgetTextsProvider catalogues={ENGLISH_WIDGET_TEXTS} locale="en">
      {banner === 'inline' ? bannerNode : null}
      {banner === 'top' && bannerRoot ? createPortal(bannerNode, bannerRoot) : null}
      <button ref={triggerRef} className="sk-preview__trigger" lang="en" {...view.triggerProps}>
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
          <form
            className="sk-preview__form"
            // The machine's own message ('Please also select...') replaces the browser's required-field bubble.
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              view.apply();
            }}
            aria-busy={view.busy || undefined}
          >
            <PreviewTimeField
              id={dateId}
              label={t.dateLabel}
              hint={t.dateHint}
              type="date"
              // Where a browser shows a plain text field instead, the format is still clear.
              placeholder="YYYY-MM-DD"
              value={view.date}
              onChange={view.setDate}
              inputRef={firstFieldRef}
            />
            <PreviewTimeField id={timeId} label={t.timeLabel} hint={view.timeHint} type="time" placeholder="HH:MM" value={view.time} onChange={view.setTime} optional />
            <p className="sk-preview__status" role="status" data-kind={view.testsStatus.kind}>
              {view.testsStatus.text}
            </p>
            <Select
              label={t.testLabel}
              options={view.testOptions.map((o) => ({ value: o.value, text: o.label }))}
              value={view.test}
              onChange={view.chooseTest}
            />
            <Select
              label={t.groupLabel}
              options={view.groupOptions.map((o) => ({ value: o.value, text: o.label }))}
              value={view.group}
              onChange={view.chooseGroup}
              disabled={view.groupDisabled}
              required={!view.groupDisabled}
              error={view.groupError}
            />
            <div className="sk-preview__notice" aria-live="polite">
              {view.notice ? (
                <Notification variant={view.notice.kind} closable={false}>
                  {view.notice.text}
                </Notification>
              ) : null}
            </div>
            <div className="sk-preview__actions">
              <Button type="submit" disabled={view.busy}>
                {t.apply}
              </Button>
              <Button variant="primary-outline" onClick={view.reset} disabled={view.busy}>
                {t.reset}
              </Button>
              <Button variant="ghost" onClick={view.logout} disabled={view.busy}>
                {t.logout}
              </Button>
            </div>
          </form>
        </div>
      </dialog>
    </WidgetTextsProvider>
  );
}
