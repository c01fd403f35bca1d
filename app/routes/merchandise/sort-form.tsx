import { Button, Field, Select, Stack } from "@gymroam/design-system";
import { Form, useSubmit } from "react-router";
import { PRODUCT_SORT_LABELS, PRODUCT_SORTS } from "~/domain/merchandise-options";

/** The sort menu: a GET form that submits on change with JavaScript and by its button without. */
export function SortForm({ category, sort }: { category: string | undefined; sort: string }) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      action="/merchandise"
      preventScrollReset
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
    >
      {category ? <input type="hidden" name="category" value={category} /> : null}
      <Stack direction="row" gap="xs" align="end">
        <Field.Root id="sort" className="min-w-48">
          <Field.Label>Sort by</Field.Label>
          <Select name="sort" defaultValue={sort} size="sm" key={sort}>
            {PRODUCT_SORTS.map((option) => (
              <option key={option} value={option}>
                {PRODUCT_SORT_LABELS[option]}
              </option>
            ))}
          </Select>
        </Field.Root>
        {/* Always there: a form needs a submit button (HTML), and with JavaScript a change submits too. */}
        <Button type="submit" size="sm" variant="outline">
          Sort
        </Button>
      </Stack>
    </Form>
  );
}
