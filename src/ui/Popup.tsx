import type { ReactNode, RefObject } from 'react';
import { Modal } from './Modal';

type Props = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  initialFocus?: RefObject<HTMLElement | null>;
  wide?: boolean;
};

/** A dismissable popup: detail views, forms opened from a button, success messages. */
export function Popup({ wide = false, ...props }: Props) {
  return <Modal {...props} className={wide ? 'modal--wide' : undefined} />;
}
