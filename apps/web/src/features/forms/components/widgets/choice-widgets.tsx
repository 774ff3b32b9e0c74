import {
  Checkbox,
  Group,
  Input,
  Loader,
  MultiSelect,
  Radio,
  SegmentedControl,
  Select,
  Slider,
  Stack,
  TextInput,
} from '@mantine/core';
import { LongChecklist } from '#web/components/kit/long-checklist/index.ts';
import { asList, asText, toSelectData } from '#web/features/forms/lib/field-values.ts';
import { labelProps, type WidgetProps } from './widget-props.ts';

/** Above this many options a check list becomes the kit's long checklist (filter, select all). */
const LONG_LIST = 8;

/** When a list cannot be known here (an external directory that is off), the answer is typed. */
function UnknownOptions(props: WidgetProps) {
  return (
    <TextInput
      id={props.id}
      label={props.label}
      required={props.required}
      error={props.error}
      readOnly={props.readOnly}
      description={props.field.hint}
      value={asText(props.value)}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      onBlur={props.onBlur}
    />
  );
}

export function RadioWidget(props: WidgetProps) {
  const { options, value, onChange, onBlur, readOnly } = props;
  if (!options) return <UnknownOptions {...props} />;
  return (
    <Radio.Group
      {...labelProps(props)}
      value={asText(value) || null}
      onChange={(next) => {
        onChange(next);
        onBlur();
      }}
      readOnly={readOnly}
    >
      <Group gap="md" mt={6}>
        {options.map((o) => (
          <Radio key={o.value} value={o.value} label={o.label} disabled={readOnly} />
        ))}
      </Group>
    </Radio.Group>
  );
}

const isDataEntity = (props: WidgetProps) =>
  props.field.data_source?.type === 'entity' || props.field.data_source?.type === 'entity_common';

export function SelectWidget(props: WidgetProps) {
  const { options, required, value, onChange, onBlur, readOnly } = props;
  if (!options && isDataEntity(props)) {
    // The data entity's list is on its way: the stored answer stays shown meanwhile.
    const current = asText(value);
    return (
      <Select
        {...labelProps(props)}
        data={current ? [current] : []}
        value={current || null}
        placeholder="Loading options…"
        rightSection={<Loader size="xs" aria-hidden />}
        readOnly
      />
    );
  }
  if (!options) return <UnknownOptions {...props} />;
  return (
    <Select
      {...labelProps(props)}
      data={toSelectData(options)}
      searchable={options.length > 8}
      clearable={!required}
      value={asText(value) || null}
      onChange={(next) => onChange(next ?? undefined)}
      onBlur={onBlur}
      readOnly={readOnly}
      nothingFoundMessage="No options"
    />
  );
}

export function MultiSelectWidget(props: WidgetProps) {
  const { options, value, onChange, onBlur, readOnly } = props;
  if (!options) return <UnknownOptions {...props} />;
  return (
    <MultiSelect
      {...labelProps(props)}
      data={toSelectData(options)}
      searchable
      value={asList(value)}
      onChange={onChange}
      onBlur={onBlur}
      readOnly={readOnly}
      nothingFoundMessage="No options"
    />
  );
}

/** With options: pick several (a long list gets the kit's checklist). Without: one confirmation box. */
export function CheckListWidget(props: WidgetProps) {
  const { options, field, value, onChange, onBlur, readOnly } = props;
  if (!field.options?.length && !field.data_source) {
    return (
      <Checkbox
        {...labelProps(props)}
        checked={value === true}
        onChange={(e) => {
          onChange(e.currentTarget.checked);
          onBlur();
        }}
        disabled={readOnly}
        data-field-input={field.key}
      />
    );
  }
  if (!options) return <UnknownOptions {...props} />;
  const selected = asList(value);
  if (options.length > LONG_LIST && !readOnly) {
    return (
      <Input.Wrapper {...labelProps(props)} labelElement="div">
        <LongChecklist label={field.label} items={options} value={selected} onChange={onChange} maxHeight={260} />
      </Input.Wrapper>
    );
  }
  return (
    <Checkbox.Group
      {...labelProps(props)}
      value={selected}
      onChange={(next) => {
        onChange(next);
        onBlur();
      }}
      readOnly={readOnly}
    >
      <Stack gap={6} mt={6}>
        {options.map((o) => (
          <Checkbox key={o.value} value={o.value} label={o.label} disabled={readOnly} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/** One of a few options as a segmented control (spec 3 button_toggle). */
export function ButtonToggleWidget(props: WidgetProps) {
  const { options, id, label, required, error, field, value, onChange, onBlur, readOnly } = props;
  if (!options) return <UnknownOptions {...props} />;
  const labelId = `${id}-label`;
  return (
    <Input.Wrapper
      label={label}
      required={required}
      error={error}
      description={field.hint}
      labelElement="div"
      labelProps={{ id: labelId }}
    >
      <div role="radiogroup" aria-labelledby={labelId} id={id}>
        <SegmentedControl
          mt={6}
          fullWidth
          data={toSelectData(options)}
          value={asText(value)}
          onChange={(next) => {
            onChange(next);
            onBlur();
          }}
          readOnly={readOnly}
          disabled={readOnly}
          aria-label={field.label}
        />
      </div>
    </Input.Wrapper>
  );
}

export function SliderWidget({ field, id, label, required, error, value, onChange, onBlur, readOnly }: WidgetProps) {
  const min = field.min ?? 0;
  const max = field.max ?? 100;
  const n = typeof value === 'number' ? value : Number.parseFloat(asText(value));
  const current = Number.isFinite(n) ? n : null;
  return (
    <Input.Wrapper label={label} required={required} error={error} description={field.hint} labelElement="div">
      <Group gap="md" align="center" mt={8} wrap="nowrap">
        <Slider
          id={id}
          style={{ flex: 1 }}
          min={min}
          max={max}
          value={current ?? min}
          onChange={onChange}
          onChangeEnd={() => onBlur()}
          disabled={readOnly}
          thumbLabel={field.label}
          label={(v) => String(v)}
          marks={[
            { value: min, label: String(min) },
            { value: max, label: String(max) },
          ]}
          mb="lg"
        />
        <Input.Label component="span" fw={600} miw={40} ta="right" aria-live="polite">
          {current === null ? '—' : String(current)}
        </Input.Label>
      </Group>
    </Input.Wrapper>
  );
}
