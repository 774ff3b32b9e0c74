import { Popover, ScrollArea, UnstyledButton } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { COUNTRY_OPTIONS, type Country, findCountryIndex } from './countries.ts';
import { CountryFlag } from './country-flag.tsx';
import classes from './country-select.module.css';
import { useTypeToFind } from './use-type-to-find.ts';

export interface CountrySelectProps {
  /** The selected country; null shows a globe (an international number of no known country). */
  value: Country | null;
  onChange: (country: Country) => void;
  /** Accessible name of the control. */
  label?: string;
  disabled?: boolean;
  resetMs?: number;
}

const indexOf = (country: Country | null) =>
  Math.max(
    0,
    COUNTRY_OPTIONS.findIndex((c) => c.code === country),
  );

/**
 * Select-only combobox (WAI-ARIA pattern) of countries with flags: arrows, Home/End, Enter or Space
 * to choose, Escape to close, and type-to-find by name that resets after 700 ms (spec 9).
 */
export function CountrySelect({ value, onChange, label = 'Country', disabled, resetMs }: CountrySelectProps) {
  const [opened, setOpened] = useState(false);
  const [active, setActive] = useState(() => indexOf(value));
  const { type, isTyping } = useTypeToFind(resetMs);
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;
  const selected = COUNTRY_OPTIONS.find((c) => c.code === value);

  useEffect(() => {
    if (opened) document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [opened, active, listId]);

  const open = (index = indexOf(value)) => {
    setActive(index);
    setOpened(true);
  };
  const choose = (index: number) => {
    const country = COUNTRY_OPTIONS[index];
    if (country) onChange(country.code);
    setOpened(false);
  };
  const move = (index: number) => (opened ? setActive(index) : open(index));
  const last = COUNTRY_OPTIONS.length - 1;

  const actionFor = (key: string): (() => void) | undefined => {
    switch (key) {
      case 'ArrowDown':
        return () => (opened ? setActive(Math.min(active + 1, last)) : open());
      case 'ArrowUp':
        return () => (opened ? setActive(Math.max(active - 1, 0)) : open());
      case 'Home':
        return () => move(0);
      case 'End':
        return () => move(last);
      case 'Enter':
        return () => (opened ? choose(active) : open());
      case 'Escape':
        return () => setOpened(false);
      default:
        return undefined;
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const { key } = event;
    if (key === 'Tab') return setOpened(false);
    // Escape on a closed list is left to whatever contains the field (a dialog closes).
    if (key === 'Escape' && !opened) return;
    const action = actionFor(key === ' ' && !isTyping() ? 'Enter' : key);
    if (action) {
      event.preventDefault();
      return action();
    }
    if (key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    const found = findCountryIndex(COUNTRY_OPTIONS, type(key), opened ? active : indexOf(value));
    if (found !== -1) move(found);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" width={300} shadow="md" trapFocus={false}>
      <Popover.Target>
        <UnstyledButton
          className={classes.trigger}
          role="combobox"
          aria-label={selected ? `${label}: ${selected.name} +${selected.callingCode}` : `${label}: international`}
          aria-haspopup="listbox"
          aria-expanded={opened}
          aria-controls={opened ? listId : undefined}
          aria-activedescendant={opened ? optionId(active) : undefined}
          disabled={disabled}
          onClick={() => (opened ? setOpened(false) : open())}
          onKeyDown={handleKeyDown}
          onBlur={() => setOpened(false)}
        >
          <CountryFlag country={value} />
          <span aria-hidden>{selected ? `+${selected.callingCode}` : '+'}</span>
          <IconChevronDown size={14} aria-hidden />
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown p={4}>
        <ScrollArea.Autosize mah={260} type="auto">
          <div role="listbox" id={listId} aria-label={label}>
            {COUNTRY_OPTIONS.map((country, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard goes through the combobox (aria-activedescendant).
              <div
                key={country.code}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={country.code === value}
                data-active={index === active || undefined}
                className={classes.option}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(index)}
              >
                <CountryFlag country={country.code} />
                <span>{country.name}</span>
                <span className={classes.code}>+{country.callingCode}</span>
              </div>
            ))}
          </div>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
