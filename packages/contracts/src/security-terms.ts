import { z } from 'zod';

/**
 * Security terms by type number (spec 3). Field names follow the spec where it gives one
 * (conversionRatio, antiDilutionProtection, ...) and camelCase of its words where it gives prose
 * ("price per share" -> pricePerShare). Money is a decimal string; rates, multiples and months are
 * numbers. Every field is optional: terms may be incomplete ('Missing Information').
 */
const decimal = z.string().regex(/^\d+(\.\d{1,6})?$/);
const yesNo = z.enum(['Y', 'N']);

const priced = z.object({ type: z.literal(1), pricePerShare: decimal.optional() });

const preferredFields = {
  conversionRatio: z.number().nonnegative().optional(),
  liquidationPreferenceMultiple: z.number().nonnegative().optional(),
  interestRate: z.number().nonnegative().optional(),
  dividends: z.number().nonnegative().optional(),
  antiDilutionProtection: yesNo.optional(),
};
const preferred = z.object({ type: z.literal(2), ...preferredFields });
const preferredAlt = z.object({ type: z.literal(3), ...preferredFields });

const safe = z.object({
  type: z.literal(4),
  valuationCap: decimal.optional(),
  conversionTrigger: z.string().max(200).optional(),
  conversionDiscount: z.number().nonnegative().optional(),
});

const convertibleNote = z.object({
  type: z.literal(5),
  /** Term in months. */
  term: z.number().int().nonnegative().optional(),
  trigger: z.string().max(200).optional(),
  discount: z.number().nonnegative().optional(),
  interestRate: z.number().nonnegative().optional(),
  compoundPeriod: z.enum(['Simple', 'Annually']).optional(),
  accrualPeriod: z.enum(['Monthly', 'Quarterly', 'Annually']).optional(),
  earlyExitMultiple: z.number().nonnegative().optional(),
  warrantCoverage: z.number().nonnegative().optional(),
});

const debtFields = {
  interestRate: z.number().nonnegative().optional(),
  /** Term in months. */
  term: z.number().int().nonnegative().optional(),
};
const debt6 = z.object({ type: z.literal(6), ...debtFields });
const debt7 = z.object({ type: z.literal(7), ...debtFields });
const debt8 = z.object({ type: z.literal(8), ...debtFields });

const fund = z.object({
  type: z.literal(9),
  managementFee: z.number().nonnegative().optional(),
  carry: z.number().nonnegative().optional(),
  managementParticipation: z.number().nonnegative().optional(),
  hurdleRate: z.number().nonnegative().optional(),
  /** Fund term in years. */
  fundTerm: z.number().nonnegative().optional(),
  administrator: z.string().max(200).optional(),
  auditor: z.string().max(200).optional(),
  secREgistered: yesNo.optional(),
});

export const SECURITY_TERMS_BY_TYPE = {
  1: priced,
  2: preferred,
  3: preferredAlt,
  4: safe,
  5: convertibleNote,
  6: debt6,
  7: debt7,
  8: debt8,
  9: fund,
} as const;

export const securityTermsSchema = z.discriminatedUnion('type', [
  priced,
  preferred,
  preferredAlt,
  safe,
  convertibleNote,
  debt6,
  debt7,
  debt8,
  fund,
]);
export type SecurityTerms = z.infer<typeof securityTermsSchema>;
