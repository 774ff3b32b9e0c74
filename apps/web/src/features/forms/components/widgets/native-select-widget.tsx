import { NativeSelect } from '@mantine/core';
import { asText, toSelectData } from '#web/features/forms/lib/field-values.ts';
import { SelectWidget } from './choice-widgets.tsx';
import { labelProps, type WidgetProps } from './widget-props.ts';

const CHOOSE = { value: '', label: 'Choose...' };

/**
 * A short select as the browser's own control: no dropdown layered over a modal, and the platform's
 * picker on phones. Lists it cannot know here (data entities, the directory) keep the default widget.
 */
export function NativeSelectWidget(props: WidgetProps) {
  const { options, value, onChange, onBlur, readOnly } = props;
  if (!options) return <SelectWidget {...props} />;
  return (
    <NativeSelect
      {...labelProps(props)}
      data={[CHOOSE, ...toSelectData(options)]}
      value={asText(value)}
      onChange={(e) => onChange(e.currentTarget.value || undefined)}
      onBlur={onBlur}
      disabled={readOnly}
      data-field-input={props.field.key}
    />
  );
}
