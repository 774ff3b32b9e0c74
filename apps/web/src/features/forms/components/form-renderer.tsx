import {
  type ApplicableField,
  applicableFields,
  computeCalculated,
  type FormResponse,
  type FormTemplate,
  type InputType,
  type OptionResolver,
  resolveOptions,
} from '@dl/domain';
import { Box, Group, Stack, Title } from '@mantine/core';
import { type ComponentType, useEffect, useMemo, useRef, useState } from 'react';
import { clientErrors, firstErrorKey } from '../lib/client-errors.ts';
import { fieldLabel, isMandatory, partErrors, withAnswer } from '../lib/field-values.ts';
import { fieldReasons, sectionReasons } from '../lib/reasons.ts';
import { MaskedValue } from './masked-value.tsx';
import { ShownBecauseHint } from './shown-because-hint.tsx';
import { UnplacedErrors } from './unplaced-errors.tsx';
import { WIDGETS } from './widgets/widget-map.ts';
import type { WidgetProps } from './widgets/widget-props.ts';

export interface FormRendererProps {
  template: FormTemplate;
  value: FormResponse;
  onChange: (next: FormResponse) => void;
  /** Messages by path (`key`, `key.line1`, `key.0.date`): from a submit check or a 400 of the server. */
  errors?: Readonly<Record<string, string>>;
  readOnly?: boolean;
  /** Data entity options (entity / entity_common sources); without it those answers are typed. */
  resolver?: OptionResolver;
  /** Sensitive answers still masked, by key -> the masked text the server sent ('•••• 1234'). */
  masked?: Readonly<Record<string, string>>;
  /** Asks the server for a masked value and puts it in the answers. */
  onReveal?: (key: string) => Promise<void>;
  /** Heading level of the section titles: 2 under a page title (default), lower inside a card. */
  headingOrder?: 2 | 3 | 4 | 5;
  /** Widgets used instead of the default ones, by input type. */
  widgets?: Partial<Record<InputType, ComponentType<WidgetProps>>>;
}

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea, button:not([disabled]), [tabindex="0"]';

/**
 * Renders any form template (all 25 input types) with the kit's widgets. Which sections and fields
 * show, and what calculated fields hold, come from the form engine on every change; messages show
 * under a field once it was left, and every message given in `errors` shows (the first field with
 * one takes the focus).
 */
export function FormRenderer({
  template,
  value,
  onChange,
  errors = NO_ERRORS,
  readOnly = false,
  resolver,
  masked = NO_MASKED,
  onReveal,
  headingOrder = 2,
  widgets,
}: FormRendererProps) {
  const values = value.values;
  const rootRef = useRef<HTMLDivElement>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const applicable = useMemo(() => applicableFields(template, values), [template, values]);
  const calculated = useMemo(() => computeCalculated(template, values), [template, values]);
  const live = useMemo(
    () => clientErrors(template, values, { resolver, masked }),
    [template, values, resolver, masked],
  );

  // New messages from a submit: they all show, and the first field with one takes the focus. Compared
  // by content, so a parent passing a fresh but equal object on every render moves nothing.
  const errorsKey = JSON.stringify(errors);
  // biome-ignore lint/correctness/useExhaustiveDependencies: errorsKey stands for errors
  useEffect(() => {
    setTouched((t) => (t.size ? new Set() : t));
    const key = firstErrorKey(template, errors);
    const target = key ? rootRef.current?.querySelector(`[data-field="${CSS.escape(key)}"]`) : null;
    target?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [errorsKey, template]);

  const touch = (key: string) => setTouched((t) => (t.has(key) ? t : new Set(t).add(key)));
  const set = (key: string, next: unknown) => {
    // A field showing a message from a submit is checked live while it is corrected.
    if (errors[key] !== undefined || Object.keys(partErrors(errors, key)).length > 0) touch(key);
    onChange(withAnswer(template, value, key, next));
  };

  const sections = template.sections
    .map((section) => ({ section, fields: applicable.filter((f) => f.section === section.key) }))
    .filter((s) => s.fields.length > 0);
  const shownKeys = new Set(applicable.map((f) => f.field.key));

  const renderField = ({ field, ...rest }: ApplicableField) => {
    const source = touched.has(field.key) ? live : errors;
    const Widget = widgets?.[field.type] ?? WIDGETS[field.type];
    const id = `form-field-${field.key}`;
    const reasons = fieldReasons(template, values, { field, ...rest }, resolver);
    const maskedText = masked[field.key];
    const isMasked = maskedText !== undefined && values[field.key] === maskedText;
    return (
      <Group key={field.key} data-field={field.key} align="flex-start" gap={4} wrap="nowrap">
        <Box style={{ flex: 1, minWidth: 0 }}>
          {isMasked ? (
            <MaskedValue
              id={id}
              label={fieldLabel(field)}
              shown={maskedText}
              readOnly={readOnly}
              onReveal={onReveal ? () => onReveal(field.key) : undefined}
              onReplace={() => set(field.key, undefined)}
            />
          ) : (
            <Widget
              field={field}
              id={id}
              label={fieldLabel(field)}
              required={isMandatory(field)}
              value={values[field.key]}
              onChange={(next) => set(field.key, next)}
              onBlur={() => touch(field.key)}
              error={source[field.key]}
              partErrors={partErrors(source, field.key)}
              readOnly={readOnly}
              options={resolveOptions(field, values, { resolver })}
              calculated={calculated[field.key]}
            />
          )}
        </Box>
        <ShownBecauseHint reasons={reasons} subject={field.label} />
      </Group>
    );
  };

  return (
    <Stack gap="xl" ref={rootRef}>
      <UnplacedErrors errors={errors} shownKeys={shownKeys} />
      {sections.map(({ section, fields }) => {
        const titleId = `form-section-${section.key}`;
        return (
          <Stack key={section.key} component="section" aria-labelledby={titleId} gap="md">
            <Group gap={4} align="center">
              <Title order={headingOrder} size="h4" id={titleId}>
                {section.definition.title}
              </Title>
              <ShownBecauseHint
                reasons={sectionReasons(template, values, fields, resolver)}
                subject={section.definition.title}
              />
            </Group>
            {fields.map(renderField)}
          </Stack>
        );
      })}
    </Stack>
  );
}

const NO_ERRORS: Readonly<Record<string, string>> = {};
const NO_MASKED: Readonly<Record<string, string>> = {};
