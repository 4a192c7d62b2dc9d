import { Checkbox } from 'antd';

export interface CheckboxOption<T extends string> {
  value: T;
  label: string;
}

/**
 * A checkbox group as a Form.Item's field. Form.Item hands its child aria-required, which a
 * role=group may not carry (WCAG 4.1.2), so this takes only the value and onChange it needs.
 */
export function CheckboxGroupField<T extends string>({
  options,
  value,
  onChange,
}: {
  options: readonly CheckboxOption<T>[];
  value?: T[];
  onChange?: (value: T[]) => void;
}) {
  return <Checkbox.Group<T> options={[...options]} value={value} onChange={onChange} />;
}
