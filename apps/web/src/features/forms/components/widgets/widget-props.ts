import type { FormField, FormOption } from '@dl/domain';

/** What every input widget of the renderer receives for one applicable field. */
export interface WidgetProps {
  field: FormField;
  /** Id of the field's main control; the field label is tied to it. */
  id: string;
  /** The field's label with the '(optional)' suffix when it applies. */
  label: string;
  required: boolean;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Called when focus leaves the field: its message shows from then on. */
  onBlur: () => void;
  /** The message for the whole field. */
  error?: string;
  /** Messages for parts or lines (`line1`, `2`, `0.date`). */
  partErrors: Record<string, string>;
  readOnly: boolean;
  /** The options a choice field offers now; undefined when they cannot be known here. */
  options?: readonly FormOption[];
  /** A calculated field's live result. */
  calculated?: number | null;
}

/** What every labelled control takes from its field: the id, label, required marker, error and hint. */
export function labelProps({ id, label, required, error, field }: WidgetProps) {
  return { id, label, required, error, description: field.hint };
}
