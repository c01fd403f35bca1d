import type { FormHTMLAttributes, Ref } from "react";
import { Form } from "react-router";

export interface RouteFormProps
  extends Omit<FormHTMLAttributes<HTMLFormElement>, "action" | "method" | "encType"> {
  /** The resolved action, as `useFormAction()` gives it: computed once for a list, not per form. */
  action: `/${string}`;
  method: "get" | "post";
  preventScrollReset?: boolean;
  ref?: Ref<HTMLFormElement>;
}

/**
 * A React Router `<Form>` for lists that repeat it (the heart on each of a search's result cards),
 * as RouteLink is for links. In the browser it is the `<Form>` itself (submitted by the router, with
 * route discovery). On the server it is the form the `<Form>` renders there,
 * `<form method action data-discover>`, without the hooks each `<Form>` runs to resolve its action
 * (its caller resolves it once for the list). The markup is the same either way
 * (tests/unit/route-form.test.ts), so hydration sees no difference (ADR 039).
 */
export function RouteForm({ action, method, preventScrollReset, ref, ...form }: RouteFormProps) {
  if (typeof document !== "undefined")
    return (
      <Form ref={ref} action={action} method={method} preventScrollReset={preventScrollReset} {...form} />
    );
  // In <Form>'s order: method, action, its other props, then data-discover.
  return <form ref={ref} method={method} action={action} {...form} data-discover="true" />;
}
