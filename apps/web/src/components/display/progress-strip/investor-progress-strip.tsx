import { Box, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import classes from './investor-progress-strip.module.css';
import { type InvestmentProgress, progressSteps } from './progress-steps.ts';

export interface InvestorProgressStripProps {
  investment: InvestmentProgress;
  /** Names the list for assistive technology. */
  label?: string;
}

/**
 * Inline investor progress strip (spec 3 "Investment"): NDA Signed through Payment Acknowledged, each
 * highlighted once its value is set, with its date. Wraps onto more lines on narrow screens.
 */
export function InvestorProgressStrip({ investment, label = 'Investment progress' }: InvestorProgressStripProps) {
  const steps = progressSteps(investment);
  return (
    <div className={classes.root}>
      <ol className={classes.strip} aria-label={label}>
        {steps.map((step, index) => (
          <li key={step.key} className={classes.step} data-done={step.done || undefined}>
            <ThemeIcon
              size={26}
              radius="xl"
              variant={step.done ? 'filled' : 'light'}
              color={step.done ? undefined : 'gray'}
              aria-hidden
            >
              {step.done ? <IconCheck size={16} /> : <Text size="xs">{index + 1}</Text>}
            </ThemeIcon>
            <Box miw={0}>
              <Text size="sm" fw={step.done ? 600 : 400} c={step.done ? undefined : 'dimmed'}>
                {step.label}
                <VisuallyHidden>{step.done ? ', done' : ', pending'}</VisuallyHidden>
              </Text>
              {step.date ? (
                <Text size="xs" c="dimmed">
                  {step.date}
                </Text>
              ) : null}
            </Box>
          </li>
        ))}
      </ol>
    </div>
  );
}
