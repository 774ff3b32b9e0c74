import { Popover } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { RuleCheck } from './rule-checks.ts';
import { ValidationMessageList } from './validation-message-list.tsx';

export interface ValidationMessageMenuProps {
  checks: readonly RuleCheck[];
  /** The field (a Mantine input or any element holding an input). */
  children: ReactNode;
  id?: string;
  successText?: string;
}

/**
 * Validation-message menu (spec 5): the field's rules, marked as they pass, in a menu under the field
 * while it has focus. The field's input is described by the menu so the rules are read out.
 */
export function ValidationMessageMenu({ checks, children, id, successText }: ValidationMessageMenuProps) {
  const menuId = useId(id);
  const [focused, setFocused] = useState(false);
  const holder = useRef<HTMLDivElement>(null);
  const added = useRef<string | null>(null);

  // Mantine inputs write their own aria-describedby (error, description), so the menu's id is added
  // after each render rather than passed as a prop, which they would overwrite.
  useEffect(() => {
    const input = holder.current?.querySelector('input, textarea');
    if (!input) return;
    const current = input.getAttribute('aria-describedby') ?? '';
    const others = current.split(' ').filter((part) => part && part !== added.current && part !== menuId);
    const next = [...others, menuId].join(' ');
    if (next !== current) input.setAttribute('aria-describedby', next);
    added.current = menuId;
  });

  return (
    <Popover opened={focused} position="bottom-start" shadow="md" withArrow keepMounted withRoles={false}>
      <Popover.Target>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: only listens to focus bubbling up from the field inside. */}
        <div ref={holder} onFocus={() => setFocused(true)} onBlur={() => setFocused(false)}>
          {children}
        </div>
      </Popover.Target>
      <Popover.Dropdown>
        <ValidationMessageList id={menuId} checks={checks} successText={successText} />
      </Popover.Dropdown>
    </Popover>
  );
}
