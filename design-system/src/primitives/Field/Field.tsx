import {
  type ComponentProps,
  createContext,
  type ReactNode,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
} from "react";
import { cn } from "../../lib/cn";

/**
 * Field parts: Field.Root gives its label, description, error and control matching ids, so the
 * control gets aria-invalid, aria-describedby and aria-required without wiring by hand.
 *
 * With Conform, pass its metadata to Field.Root:
 * `<Field.Root id={field.id} errors={field.errors} descriptionId={field.descriptionId} errorId={field.errorId}>`.
 */
export type FieldContextValue = {
  /** The control's id (the label's htmlFor). */
  id: string;
  descriptionId: string;
  errorId: string;
  errors: string[];
  invalid: boolean;
  required: boolean;
  disabled: boolean;
  /** Whether a Field.Description is rendered (only then is it referenced by aria-describedby). */
  hasDescription: boolean;
};

const FieldContext = createContext<FieldContextValue | null>(null);

/** The enclosing Field.Root's ids and state, or null outside one. */
export function useField(): FieldContextValue | null {
  return useContext(FieldContext);
}

export type FieldRootProps = ComponentProps<"div"> & {
  /** The control's id; generated when absent (Conform: `field.id`). */
  id?: string;
  /** Error messages (Conform: `field.errors`); the field is invalid when there is at least one. */
  errors?: string[] | undefined;
  /** Forces the invalid state without messages. */
  invalid?: boolean;
  /** Shows the required mark on the label and sets aria-required on the control. */
  required?: boolean;
  /** Lets controls read the disabled state. */
  disabled?: boolean;
  /** Conform: `field.descriptionId`. */
  descriptionId?: string;
  /** Conform: `field.errorId`. */
  errorId?: string;
};

function Root({
  id: idProp,
  errors,
  invalid: invalidProp,
  required = false,
  disabled = false,
  descriptionId: descriptionIdProp,
  errorId: errorIdProp,
  className,
  children,
  ...props
}: FieldRootProps) {
  const generated = useId();
  const id = idProp ?? `field${generated.replace(/:/g, "")}`;
  const descriptionId = descriptionIdProp ?? `${id}-description`;
  const errorId = errorIdProp ?? `${id}-error`;
  const list = useMemo(() => (errors ?? []).filter((message) => message.trim() !== ""), [errors]);
  const invalid = invalidProp ?? list.length > 0;

  // Assume a description exists (right for server HTML when one is rendered), then check the DOM.
  const [hasDescription, setHasDescription] = useState(true);
  useLayoutEffect(() => {
    setHasDescription(document.getElementById(descriptionId) !== null);
  });

  const value = useMemo<FieldContextValue>(
    () => ({ id, descriptionId, errorId, errors: list, invalid, required, disabled, hasDescription }),
    [id, descriptionId, errorId, list, invalid, required, disabled, hasDescription],
  );

  return (
    <FieldContext.Provider value={value}>
      <div
        data-slot="field"
        data-invalid={invalid || undefined}
        data-disabled={disabled || undefined}
        className={cn("flex min-w-0 flex-col gap-1.5", className)}
        {...props}
      >
        {children}
      </div>
    </FieldContext.Provider>
  );
}

export type FieldLabelProps = ComponentProps<"label"> & {
  /** Shows a visible asterisk and "required" for screen readers (default: Field.Root's `required`). */
  required?: boolean;
};

function Label({ required, htmlFor, className, children, ...props }: FieldLabelProps) {
  const field = useField();
  const showRequired = required ?? field?.required ?? false;
  return (
    <label
      data-slot="field-label"
      htmlFor={htmlFor ?? field?.id}
      className={cn(
        "text-sm font-semibold text-fg",
        field?.disabled && "cursor-not-allowed opacity-55",
        className,
      )}
      {...props}
    >
      {children}
      {showRequired ? (
        <>
          {" "}
          <span aria-hidden="true" className="text-danger-fg">
            *
          </span>
          <span className="sr-only">required</span>
        </>
      ) : null}
    </label>
  );
}

function Description({ id, className, ...props }: ComponentProps<"p">) {
  const field = useField();
  return (
    <p
      data-slot="field-description"
      id={id ?? field?.descriptionId}
      className={cn("text-sm text-fg-muted", className)}
      {...props}
    />
  );
}

export type FieldErrorProps = Omit<ComponentProps<"div">, "children"> & {
  /** The messages (default: Field.Root's `errors`). */
  errors?: string[] | undefined;
  /** Replaces the list (still only rendered when there are errors). */
  children?: ReactNode;
};

/** The error messages in a role="alert" region; renders nothing when there are none. */
function ErrorMessage({ errors, id, className, children, ...props }: FieldErrorProps) {
  const field = useField();
  const list = (errors ?? field?.errors ?? []).filter((message) => message.trim() !== "");
  if (list.length === 0 && !children) return null;
  return (
    <div
      data-slot="field-error"
      id={id ?? field?.errorId}
      role="alert"
      className={cn("text-sm font-medium text-danger-fg", className)}
      {...props}
    >
      {children ??
        (list.length === 1 ? (
          <p>{list[0]}</p>
        ) : (
          <ul className="flex flex-col gap-0.5">
            {list.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ))}
    </div>
  );
}

export const Field = { Root, Label, Description, Error: ErrorMessage };

/** The ARIA props a control takes from its Field. */
export type FieldControlProps = {
  id?: string | undefined;
  "aria-invalid"?: ComponentProps<"input">["aria-invalid"];
  "aria-describedby"?: string | undefined;
  "aria-required"?: ComponentProps<"input">["aria-required"];
  required?: boolean | undefined;
  disabled?: boolean | undefined;
};

/** Joins id lists, dropping blanks and repeats. */
export function joinIds(...ids: (string | undefined | null | false)[]): string | undefined {
  const unique = [...new Set(ids.flatMap((value) => (value ? value.split(/\s+/) : [])).filter(Boolean))];
  return unique.length > 0 ? unique.join(" ") : undefined;
}

/**
 * Merges a Field's wiring into a control's props: id, aria-invalid, aria-describedby (description
 * and error ids, then the control's own), aria-required and disabled. The control's own values win.
 * Outside a Field.Root the props are returned unchanged.
 */
export function fieldControlProps<P extends FieldControlProps>(field: FieldContextValue | null, props: P): P {
  if (!field) return props;
  return {
    ...props,
    id: props.id ?? field.id,
    "aria-invalid": props["aria-invalid"] ?? (field.invalid || undefined),
    "aria-describedby": joinIds(
      field.hasDescription && field.descriptionId,
      field.invalid && field.errors.length > 0 && field.errorId,
      props["aria-describedby"],
    ),
    "aria-required": props["aria-required"] ?? (field.required || props.required || undefined),
    disabled: props.disabled ?? (field.disabled || undefined),
  };
}

/** `fieldControlProps` with the enclosing Field.Root: `<input {...useFieldControl(props)} />`. */
export function useFieldControl<P extends FieldControlProps>(props: P): P {
  return fieldControlProps(useField(), props);
}
