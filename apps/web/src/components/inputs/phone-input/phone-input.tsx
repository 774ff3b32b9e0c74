import { isPhoneNumber, required, validate } from '@dl/domain';
import { Input, type InputWrapperProps } from '@mantine/core';
import { useId, useUncontrolled } from '@mantine/hooks';
import { type FocusEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import PhoneNumberInput, { getCountryCallingCode, parsePhoneNumber } from 'react-phone-number-input/input';
import { config } from '#web/config/env.ts';
import { browserCountry, type Country, lookupCountry } from './countries.ts';
import { CountrySelect } from './country-select.tsx';

/** Spec 5: phone entry max length 25. */
export const PHONE_MAX_LENGTH = 25;

export interface PhoneInputProps extends Pick<InputWrapperProps, 'description' | 'className' | 'style'> {
  label: string;
  /** E.164 ('+12125550123'); '' when empty. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Country for numbers typed without '+'. Default: the browser's region, else US. */
  country?: Country;
  defaultCountry?: Country;
  onCountryChange?: (country: Country) => void;
  /** Required; also drops the '(optional)' suffix. */
  mandatory?: boolean;
  hideOptional?: boolean;
  /** An error from the form; when absent the field checks itself on blur. */
  error?: ReactNode;
  disabled?: boolean;
  name?: string;
  id?: string;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  maxLength?: number;
}

/** The spec 5 rules of a phone field, for forms that validate with zod (withRules). */
export function phoneRules(country: Country, mandatory = false) {
  return mandatory ? [required, isPhoneNumber(country)] : [isPhoneNumber(country)];
}

/**
 * Phone entry with a country list (spec 5): national format for the chosen country, international
 * as soon as the text starts with '+', validated for that country on blur.
 */
export function PhoneInput({
  label,
  value,
  defaultValue,
  onChange,
  country,
  defaultCountry,
  onCountryChange,
  mandatory = false,
  hideOptional = false,
  error,
  disabled,
  name,
  id,
  onBlur,
  maxLength = PHONE_MAX_LENGTH,
  ...wrapper
}: PhoneInputProps) {
  const inputId = useId(id);
  const inputRef = useRef<HTMLInputElement>(null);
  const [phone, setPhone] = useUncontrolled({ value, defaultValue, finalValue: '', onChange });
  const [national, setNational] = useUncontrolled({
    value: country,
    defaultValue: defaultCountry,
    finalValue: browserCountry(),
    onChange: onCountryChange,
  });
  // A configured IP lookup may improve on the browser's language while nothing was chosen or typed.
  const lookupUrl = country === undefined && defaultCountry === undefined ? config.phoneCountryLookupUrl : undefined;
  const untouched = useRef(true);
  useEffect(() => {
    if (!lookupUrl) return;
    let live = true;
    void lookupCountry(lookupUrl).then((found) => {
      if (live && found && untouched.current) setNational(found);
    });
    return () => {
      live = false;
    };
  }, [lookupUrl, setNational]);
  const [international, setInternational] = useState(() => phone.startsWith('+') && !belongsTo(phone, national));
  const [ownError, setOwnError] = useState<string | null>(null);
  const shownError = error === undefined ? ownError : error;

  const handlePhone = (next?: string) => {
    untouched.current = false;
    setInternational(inputRef.current?.value.trimStart().startsWith('+') ?? false);
    setPhone(next ?? '');
    if (ownError) setOwnError(null);
  };
  // Another country re-reads the digits typed so far under its calling code.
  const handleCountry = (next: Country) => {
    untouched.current = false;
    setNational(next);
    setInternational(false);
    const parsed = phone ? parsePhoneNumber(phone) : undefined;
    if (parsed) setPhone(`+${getCountryCallingCode(next)}${parsed.nationalNumber}`);
    inputRef.current?.focus();
  };
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    setOwnError(validate(phone, label, phoneRules(national, mandatory)));
    onBlur?.(event);
  };

  const shownCountry = international ? (parsePhoneNumber(phone)?.country ?? null) : national;
  const optional = !mandatory && !hideOptional;
  return (
    <Input.Wrapper
      {...wrapper}
      id={inputId}
      label={optional ? `${label} (optional)` : label}
      required={mandatory}
      error={shownError}
    >
      <PhoneNumberInput
        inputComponent={Input}
        ref={inputRef}
        name={name}
        type="tel"
        autoComplete="tel"
        value={phone || undefined}
        defaultCountry={national}
        onChange={handlePhone}
        onBlur={handleBlur}
        maxLength={maxLength}
        disabled={disabled}
        required={mandatory}
        error={Boolean(shownError)}
        leftSection={
          <CountrySelect value={shownCountry} onChange={handleCountry} label={`${label} country`} disabled={disabled} />
        }
        leftSectionWidth={88}
        leftSectionPointerEvents="all"
      />
    </Input.Wrapper>
  );
}

function belongsTo(phone: string, country: Country): boolean {
  return parsePhoneNumber(phone)?.country === country;
}
