import { IconWorld } from '@tabler/icons-react';
import flags from 'react-phone-number-input/flags';
import type { Country } from './countries.ts';
import classes from './country-flag.module.css';

/** A bundled flag (no image is loaded from another host); decorative, the name is said elsewhere. */
export function CountryFlag({ country }: { country: Country | null }) {
  const Flag = country ? flags[country] : undefined;
  return (
    <span className={classes.flag} aria-hidden>
      {Flag ? <Flag title="" /> : <IconWorld size={16} />}
    </span>
  );
}
