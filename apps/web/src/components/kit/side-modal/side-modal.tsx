import { Drawer } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { CLOSE_ICON_PROPS, DIALOG_WIDTH, SMALL_SCREEN_QUERY } from '../shared/dialog-sizes.ts';

export interface SideModalTriggerProps {
  open: () => void;
  opened: boolean;
}

interface SideModalBaseProps {
  title: ReactNode;
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Width on larger screens; small screens always get the whole screen. */
  size?: number | string;
}

interface ControlledProps extends SideModalBaseProps {
  opened: boolean;
  onClose: () => void;
  trigger?: never;
  defaultOpened?: never;
}

interface SelfControlledProps extends SideModalBaseProps {
  /** Renders the element that opens the modal (usually a button). */
  trigger: (props: SideModalTriggerProps) => ReactNode;
  defaultOpened?: boolean;
  /** Told when the modal closes, e.g. to refresh a list. */
  onClose?: () => void;
  opened?: never;
}

export type SideModalProps = ControlledProps | SelfControlledProps;

/**
 * Spec 2 "Side modal dialog": a panel from the right, controlled from outside (opened + onClose) or
 * by itself (trigger), closed with its close button; full screen on small screens.
 */
export function SideModal(props: SideModalProps) {
  const [ownOpened, own] = useDisclosure(props.defaultOpened ?? false);
  const isSmall = useMediaQuery(SMALL_SCREEN_QUERY) ?? false;
  const controlled = props.opened !== undefined;
  const opened = controlled ? props.opened : ownOpened;
  const close = () => {
    if (!controlled) own.close();
    props.onClose?.();
  };
  const { title, children, size = DIALOG_WIDTH.narrow } = props;
  return (
    <>
      {!controlled && props.trigger({ open: own.open, opened })}
      <Drawer
        opened={opened}
        onClose={close}
        title={title}
        position="right"
        size={isSmall ? '100%' : size}
        closeButtonProps={CLOSE_ICON_PROPS}
      >
        {typeof children === 'function' ? children(close) : children}
      </Drawer>
    </>
  );
}
