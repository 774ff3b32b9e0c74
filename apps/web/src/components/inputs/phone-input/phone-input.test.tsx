import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#web/test/render.tsx';
import { COUNTRY_OPTIONS, countryFromLanguage, findCountryIndex, lookupCountry } from './countries.ts';
import { PhoneInput } from './phone-input.tsx';

const nameAt = (index: number) => COUNTRY_OPTIONS[index]?.name;

describe('country helpers', () => {
  it.each([
    ['en-US', 'US'],
    ['en-GB', 'GB'],
    ['fr-CA', 'CA'],
    ['de', 'DE'],
    ['not a tag', 'US'],
    [undefined, 'US'],
  ])('language %s -> %s', (language, expected) => {
    expect(countryFromLanguage(language)).toBe(expected);
  });

  it('finds by name prefix and steps through one initial', () => {
    const uk = findCountryIndex(COUNTRY_OPTIONS, 'united k', 0);
    expect(nameAt(uk)).toBe('United Kingdom');
    const firstS = findCountryIndex(COUNTRY_OPTIONS, 's', -1);
    expect(nameAt(firstS)?.startsWith('S')).toBe(true);
    const secondS = findCountryIndex(COUNTRY_OPTIONS, 'ss', firstS);
    expect(secondS).toBe(firstS + 1);
    expect(findCountryIndex(COUNTRY_OPTIONS, 'zzzq', 0)).toBe(-1);
  });

  it('reads a configured IP lookup once per URL, and gives null for a failure or an unknown answer', async () => {
    const answer = (body: unknown, ok = true) =>
      Promise.resolve(new Response(JSON.stringify(body), { status: ok ? 200 : 500 }));
    const fetcher = vi.fn(() => answer({ country_code: 'ca' }));
    await expect(lookupCountry('https://lookup.test/a', fetcher)).resolves.toBe('CA');
    await expect(lookupCountry('https://lookup.test/a', fetcher)).resolves.toBe('CA');
    expect(fetcher).toHaveBeenCalledTimes(1);
    await expect(lookupCountry('https://lookup.test/b', () => answer({ countryCode: 'DE' }))).resolves.toBe('DE');
    await expect(lookupCountry('https://lookup.test/c', () => answer({ country: 'Atlantis' }))).resolves.toBeNull();
    await expect(lookupCountry('https://lookup.test/d', () => answer({}, false))).resolves.toBeNull();
    await expect(
      lookupCountry('https://lookup.test/e', () => Promise.reject(new Error('offline'))),
    ).resolves.toBeNull();
  });
});

describe('PhoneInput', () => {
  afterEach(() => vi.useRealTimers());

  it("says '(optional)' unless mandatory or hidden", () => {
    const { unmount } = renderWithRouter(<PhoneInput label="Phone" defaultCountry="US" />);
    expect(screen.getByRole('textbox', { name: 'Phone (optional)' })).toBeInTheDocument();
    unmount();
    renderWithRouter(<PhoneInput label="Mobile" mandatory defaultCountry="US" />);
    expect(screen.getByRole('textbox', { name: /^Mobile/ })).toBeRequired();
    expect(screen.queryByText(/optional/)).toBeNull();
  });

  it('formats a national number for the country and hands out E.164', async () => {
    const onChange = vi.fn();
    renderWithRouter(<PhoneInput label="Phone" defaultCountry="US" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Phone (optional)' });
    await userEvent.setup().type(input, '2125550123');
    expect(input).toHaveValue('(212) 555-0123');
    expect(onChange).toHaveBeenLastCalledWith('+12125550123');
  });

  it('switches to international format when the text starts with +', async () => {
    const onChange = vi.fn();
    renderWithRouter(<PhoneInput label="Phone" defaultCountry="US" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Phone (optional)' });
    await userEvent.setup().type(input, '+442079460958');
    expect(input).toHaveValue('+44 20 7946 0958');
    expect(onChange).toHaveBeenLastCalledWith('+442079460958');
    expect(screen.getByRole('combobox', { name: /United Kingdom/ })).toBeInTheDocument();
  });

  it('checks the number for the country on blur', async () => {
    renderWithRouter(<PhoneInput label="Phone" defaultCountry="US" />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Phone (optional)' }), '55512');
    await user.tab();
    expect(await screen.findByText('Phone is not valid phone number')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone (optional)' })).toHaveAttribute('aria-invalid', 'true');
  });

  it("requires a mandatory number with the '{field} is required' message", async () => {
    renderWithRouter(<PhoneInput label="Mobile" mandatory defaultCountry="US" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: /Mobile/ }));
    await user.tab();
    expect(await screen.findByText('Mobile is required')).toBeInTheDocument();
  });

  it('stops at 25 characters', () => {
    renderWithRouter(<PhoneInput label="Phone" defaultCountry="US" />);
    expect(screen.getByRole('textbox', { name: 'Phone (optional)' })).toHaveAttribute('maxLength', '25');
  });

  it('defaults the country from the browser language', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-GB');
    renderWithRouter(<PhoneInput label="Phone" />);
    expect(screen.getByRole('combobox', { name: 'Phone country: United Kingdom +44' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('chooses a country with the keyboard and type-to-find that resets after 700 ms', () => {
    // Only the fake clock moves: keys pressed together are never 700 ms apart, however busy the machine.
    vi.useFakeTimers();
    const onCountryChange = vi.fn();
    renderWithRouter(<PhoneInput label="Phone" defaultCountry="US" onCountryChange={onCountryChange} />);
    const select = screen.getByRole('combobox', { name: /Phone country/ });
    select.focus();
    const key = (k: string) => fireEvent.keyDown(select, { key: k });

    for (const char of 'canada') key(char);
    const active = () => document.getElementById(select.getAttribute('aria-activedescendant') ?? '');
    expect(select).toHaveAttribute('aria-expanded', 'true');
    expect(active()).toHaveTextContent('Canada');

    act(() => vi.advanceTimersByTime(700));
    key('g');
    expect(active()?.textContent).toMatch(/^G/);

    act(() => vi.advanceTimersByTime(700));
    for (const char of 'united k') key(char);
    expect(active()).toHaveTextContent('United Kingdom');
    key('Enter');
    expect(onCountryChange).toHaveBeenLastCalledWith('GB');
    expect(select).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('combobox', { name: 'Phone country: United Kingdom +44' })).toBeInTheDocument();
  });

  it('re-reads the typed digits under a newly chosen country', async () => {
    const onChange = vi.fn();
    renderWithRouter(<PhoneInput label="Phone" defaultCountry="US" onChange={onChange} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Phone (optional)' }), '4165550123');
    await user.click(screen.getByRole('combobox', { name: /Phone country/ }));
    await user.click(await screen.findByRole('option', { name: /Canada/ }));
    expect(onChange).toHaveBeenLastCalledWith('+14165550123');
    await user.click(screen.getByRole('combobox', { name: /Phone country/ }));
    await user.click(await screen.findByRole('option', { name: /France/ }));
    expect(onChange).toHaveBeenLastCalledWith('+334165550123');
  });
});
