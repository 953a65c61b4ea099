'use client';

import { useEffect, type ReactNode } from 'react';
import { connectNotification, type NotificationVariant } from '../../core/widgets/notification.connect';
import { notificationMachine, notificationStart } from '../../core/widgets/notification.machine';
import { useMachineView } from '../useMachineView';
import { Icon } from './Icon';
import { IconButton } from './IconButton';
import { close as closeIcon, error, info, success, warning } from './icons/form';
import { useWidgetTexts } from './texts';
import './tokens.css';
import './notification.css';

/** The drawings of the status icons connectNotification names. */
const STATUS_ICONS = { error, success, info, warning } as const;

export interface NotificationProps {
  /** error, success, information (default) or warning; each shows its icon. */
  variant?: NotificationVariant;
  title?: ReactNode;
  children?: ReactNode;
  /** Optional illustration shown beside the text (decorative). */
  pictogram?: ReactNode;
  /** Shows the close icon; on by default. */
  closable?: boolean;
  /** Whether it shows; the owner may close or reopen it. Default open. */
  open?: boolean;
  /** Called when the person closes it. */
  onClose?: () => void;
  /** Accessible name of the close icon; default the locale's "close". */
  closeLabel?: string;
  className?: string;
  id?: string;
}

/** A notification bar: shown only while open; tells its owner when the person closes it. */
export function Notification({
  variant = 'information',
  title,
  children,
  pictogram,
  closable = true,
  open = true,
  onClose,
  closeLabel,
  className,
  id,
}: NotificationProps) {
  const texts = useWidgetTexts();
  const { view: api, actor } = useMachineView(
    notificationMachine,
    (snapshot, send) =>
      connectNotification(snapshot, send, { variant, closeLabel: closeLabel ?? texts.t('close'), closable }),
    { snapshot: notificationStart(open) },
  );
  useEffect(() => {
    const subscription = actor.on('closed', () => onClose?.());
    return () => subscription.unsubscribe();
  }, [actor, onClose]);
  useEffect(() => {
    actor.send({ type: open ? 'OPEN' : 'CLOSE' });
  }, [actor, open]);
  if (!api.open) return null;
  const close = api.getCloseProps();
  return (
    <div
      id={id}
      className={['sk-notification', `sk-notification--${variant}`, className].filter(Boolean).join(' ')}
      {...api.getRootProps()}
    >
      <Icon icon={STATUS_ICONS[api.icon]} size={24} className="sk-notification__icon" />
      {pictogram ? (
        <span className="sk-notification__pictogram" aria-hidden="true">
          {pictogram}
        </span>
      ) : null}
      <div className="sk-notification__body">
        {title ? <p className="sk-notification__title">{title}</p> : null}
        {children ? <div className="sk-notification__text">{children}</div> : null}
      </div>
      {api.closable ? (
        <IconButton icon={closeIcon} className="sk-notification__close" label={close['aria-label']} {...close} />
      ) : null}
    </div>
  );
}
