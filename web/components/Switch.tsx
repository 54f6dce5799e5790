/**
 * An on/off switch (styles/switch.css): a checkbox with the switch role, its label beside it and
 * a hint below it that describes it. The create form's, the table's and the email panel's
 * switches are this one component, so they look, read and announce alike.
 */
import type { ComponentChildren } from "preact";

/** Props: the state, what it is called, its hint's id, and what a change asks for. */
export interface SwitchProps {
  checked: boolean;
  disabled?: boolean;
  label: ComponentChildren;
  /** The id of the element that says what the switch does (its `aria-describedby`). */
  hint: string;
  testid: string;
  onChange(next: boolean): void;
}

/** A labelled switch. */
export function Switch(props: SwitchProps) {
  return (
    <label class="switch">
      <input
        type="checkbox"
        role="switch"
        data-testid={props.testid}
        aria-describedby={props.hint}
        checked={props.checked}
        disabled={props.disabled}
        onChange={(e) => props.onChange((e.currentTarget as HTMLInputElement).checked)}
      />
      <span class="track" aria-hidden="true" />
      <span class="switch-label">{props.label}</span>
    </label>
  );
}
