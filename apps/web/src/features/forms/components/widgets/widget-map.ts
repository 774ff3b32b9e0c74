import type { InputType } from '@dl/domain';
import type { ComponentType } from 'react';
import { AddressWidget } from './address-widget.tsx';
import {
  ButtonToggleWidget,
  CheckListWidget,
  MultiSelectWidget,
  RadioWidget,
  SelectWidget,
  SliderWidget,
} from './choice-widgets.tsx';
import { StaticModalWidget, StaticTextWidget } from './display-widgets.tsx';
import { FileWidget } from './file-widgets.tsx';
import { BulletWidget, DraggableListWidget, TimelineWidget } from './list-widgets.tsx';
import { PublicImageWidget } from './public-image-widget.tsx';
import {
  CalculatedWidget,
  CurrencyWidget,
  DateWidget,
  NumberWidget,
  PhoneWidget,
  RichTextWidget,
  TextLongWidget,
  TextWidget,
  UrlWidget,
} from './text-widgets.tsx';
import type { WidgetProps } from './widget-props.ts';

/** One widget per spec 3 input type (all 25). */
export const WIDGETS: Record<InputType, ComponentType<WidgetProps>> = {
  text: TextWidget,
  number: NumberWidget,
  currency: CurrencyWidget,
  phone_number: PhoneWidget,
  text_long: TextLongWidget,
  radio: RadioWidget,
  slider: SliderWidget,
  file: FileWidget,
  file_v2: FileWidget,
  select: SelectWidget,
  select_multi: MultiSelectWidget,
  bullet: BulletWidget,
  date: DateWidget,
  timeline: TimelineWidget,
  public_image: PublicImageWidget,
  static_modal: StaticModalWidget,
  address: AddressWidget,
  url: UrlWidget,
  data_file: FileWidget,
  calculated: CalculatedWidget,
  check_list: CheckListWidget,
  button_toggle: ButtonToggleWidget,
  draggable_list: DraggableListWidget,
  rich_texteditor: RichTextWidget,
  static_text: StaticTextWidget,
};
