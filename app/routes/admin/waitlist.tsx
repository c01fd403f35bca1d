import {
  Button,
  buttonVariants,
  Field,
  Heading,
  Input,
  SearchIcon,
  Stack,
  Table,
} from "@gymroam/design-system";
import { data, Form, Link, useLoaderData } from "react-router";
import {
  AdminCount,
  AdminPager,
  AdminQueryError,
  AdminTable,
  formatAdminTime,
} from "~/components/admin-list";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { ADMIN_SEARCH_MAX } from "~/domain/admin-lists";
import { parseAdminQuery, WaitlistQuerySchema } from "~/domain/schemas/admin-lists";
import { ADMIN_HEADERS } from "~/lib/admin.server";
import { listWaitlist } from "~/models/admin-lists.server";
import type { Route } from "./+types/waitlist";

/** /admin/waitlist?q=&page=: the spec's waitlist admin view, searchable, with a CSV export. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const worker = getWorker(context);
  const params = new URL(request.url).searchParams;
  const parsed = parseAdminQuery(WaitlistQuerySchema, params, ["q", "page"]);
  if (!parsed.ok)
    return data(
      {
        error: parsed.message,
        q: params.get("q") ?? "",
        rows: [],
        total: 0,
        page: 1,
        pageCount: 1,
        pageSize: 1,
      },
      { status: 400, headers: ADMIN_HEADERS },
    );
  const list = await listWaitlist(getDb(worker.config.db), parsed.query);
  return data(
    {
      error: null,
      q: parsed.query.q,
      rows: list.rows.map((row) => ({
        ...row,
        createdAt: formatAdminTime(row.createdAt),
        createdAtIso: row.createdAt.toISOString(),
      })),
      total: list.total,
      page: list.page,
      pageCount: list.pageCount,
      pageSize: list.pageSize,
    },
    { headers: ADMIN_HEADERS },
  );
}

const COLUMNS = ["Id", "Name", "E-mail", "City", "Country", "User type", "Source", "Joined"] as const;

export default function AdminWaitlist() {
  const { error, q, rows, total, page, pageCount, pageSize } = useLoaderData<typeof loader>();
  const csvHref = `/admin/waitlist.csv${q ? `?${new URLSearchParams({ q })}` : ""}`;
  return (
    <section aria-labelledby="waitlist-heading" className="flex min-w-0 flex-col gap-4">
      <Heading level={2} size="md" id="waitlist-heading">
        Waitlist
      </Heading>
      <Form
        key={q}
        method="get"
        action="/admin/waitlist"
        role="search"
        aria-label="Search the waitlist"
        className="grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_auto]"
      >
        <Field.Root id="waitlist-q">
          <Field.Label>Search</Field.Label>
          <Input
            name="q"
            type="search"
            placeholder="Name, e-mail or city"
            defaultValue={q}
            maxLength={ADMIN_SEARCH_MAX}
          />
        </Field.Root>
        <Stack direction="row" gap="sm" align="center" wrap>
          <Button type="submit" variant="secondary">
            <SearchIcon aria-hidden="true" /> Search
          </Button>
          {q ? (
            <Button asChild variant="ghost">
              <Link to="/admin/waitlist">Clear</Link>
            </Button>
          ) : null}
          <a href={csvHref} download className={buttonVariants({ variant: "outline" })}>
            Download CSV
          </a>
        </Stack>
      </Form>
      <AdminQueryError message={error} />
      <AdminCount total={total} page={page} pageSize={pageSize} noun={["sign-up", "sign-ups"]} />
      <AdminTable
        caption={q ? `Waitlist sign-ups matching "${q}"` : "Waitlist sign-ups, newest first"}
        columns={COLUMNS}
        empty={q ? "No sign-ups match this search." : "Nobody has joined the waitlist yet."}
      >
        {rows.map((row) => (
          <Table.Row key={row.id} data-waitlist-id={row.id}>
            <Table.Cell>{row.id}</Table.Cell>
            <Table.Cell className="min-w-40">{row.name}</Table.Cell>
            <Table.Cell className="whitespace-nowrap">{row.email}</Table.Cell>
            <Table.Cell>{row.city}</Table.Cell>
            <Table.Cell>{row.country}</Table.Cell>
            <Table.Cell>{row.userType}</Table.Cell>
            <Table.Cell>{row.source}</Table.Cell>
            <Table.Cell className="whitespace-nowrap">
              <time dateTime={row.createdAtIso}>{row.createdAt}</time>
            </Table.Cell>
          </Table.Row>
        ))}
      </AdminTable>
      <AdminPager page={page} pageCount={pageCount} label="Waitlist pages" />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
