import {
  Children,
  cloneElement,
  type HTMLAttributes,
  isValidElement,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefCallback,
} from "react";
import { cn } from "./cn";

/**
 * A tiny Slot for `asChild`: renders its single child element instead of its own, merging props
 * onto it: className joined (cn), style merged, event handlers both called (the child's first),
 * refs composed, anything else taken from the child over the slot.
 *
 * A component that adds content around its children (an icon, a spinner) wraps the user's child in
 * `<Slottable>`: the Slot then renders that child with the extra content placed around the child's
 * own children, e.g. `<Slot><Spinner /><Slottable><a href="/x">Go</a></Slottable></Slot>` renders
 * `<a href="/x"><Spinner />Go</a>`.
 */
export type SlotProps = HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> };

type AnyProps = Record<string, unknown>;

export function Slot({ children, ref, ...slotProps }: SlotProps) {
  // The usual case, one element child (`<Button asChild><Link …/></Button>`), skips Children.toArray,
  // which copies the child to give it a key a lone child does not need (every page renders dozens).
  if (isValidElement<AnyProps>(children) && children.type !== Slottable) {
    return cloneElement(children, mergeSlotProps(slotProps, children.props, ref));
  }
  const nodes = Children.toArray(children);
  const slottable = nodes.find(isSlottable);
  if (slottable) {
    const target = slottable.props.children;
    if (!isValidElement<AnyProps>(target)) return null;
    const inner = Children.toArray(
      nodes.map((node) => (node === slottable ? (target.props.children as ReactNode) : node)),
    );
    return cloneElement(target, mergeSlotProps(slotProps, target.props, ref), inner);
  }
  const target = nodes.length === 1 ? nodes[0] : undefined;
  if (!isValidElement<AnyProps>(target)) {
    throw new Error("asChild expects exactly one React element child.");
  }
  return cloneElement(target, mergeSlotProps(slotProps, target.props, ref));
}

/** Marks which child of a Slot is the element to render (see Slot). */
export function Slottable({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

function isSlottable(node: unknown): node is ReactElement<{ children?: ReactNode }> {
  return isValidElement(node) && node.type === Slottable;
}

function mergeSlotProps(slotProps: AnyProps, childProps: AnyProps, slotRef: Ref<HTMLElement> | undefined) {
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const key in slotProps) {
    const slotValue = slotProps[key];
    const childValue = childProps[key];
    if (isHandlerName(key) && typeof slotValue === "function" && typeof childValue === "function") {
      merged[key] = (...args: unknown[]) => {
        const result = childValue(...args);
        slotValue(...args);
        return result;
      };
    } else if (key === "style" && slotValue && childValue) {
      merged[key] = { ...(slotValue as object), ...(childValue as object) };
    } else if (key === "className") {
      merged[key] = cn(slotValue as string | undefined, childValue as string | undefined);
    } else if (childValue === undefined) {
      merged[key] = slotValue;
    }
  }
  const childRef = childProps.ref as Ref<HTMLElement> | undefined;
  if (slotRef || childRef) merged.ref = composeRefs(slotRef, childRef);
  return merged;
}

/** "onClick", "onKeyDown" …: "on" and a capital letter. */
function isHandlerName(key: string): boolean {
  if (key.length < 3 || key.charCodeAt(0) !== 111 || key.charCodeAt(1) !== 110) return false;
  const third = key.charCodeAt(2);
  return third >= 65 && third <= 90;
}

/** One callback ref that sets every given ref. */
export function composeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    }
  };
}
