import { Button, Container, EmptyState } from "@gymroam/design-system";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";

export const NOT_FOUND_TEXT = "Did you forget to add the page to the router?";

type StatusHandler = (info: { status: number; data: unknown }) => ReactNode;

function messageFrom(data: unknown): string | undefined {
  if (typeof data === "string" && data.trim() !== "") return data;
  if (data && typeof data === "object" && "message" in data && typeof data.message === "string")
    return data.message;
  return undefined;
}

/**
 * The one error boundary every route uses. Expected failures arrive as responses with a status;
 * a route passes handlers for the statuses it knows (404 for a missing gym ...). Anything else
 * is an unexpected error: logged, and shown without internals.
 */
export function GeneralErrorBoundary({
  statusHandlers = {},
}: {
  statusHandlers?: Partial<Record<number, StatusHandler>>;
}) {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers[error.status];
    if (handler) return <>{handler({ status: error.status, data: error.data })}</>;
    if (error.status === 404) return <NotFound />;
    return (
      <Container>
        <EmptyState
          headingLevel={1}
          title={error.status >= 500 ? "Something went wrong" : `Error ${error.status}`}
          description={messageFrom(error.data) ?? error.statusText ?? "Please try again."}
          action={
            <Button asChild>
              <Link to="/">Return Home</Link>
            </Button>
          }
        />
      </Container>
    );
  }
  if (typeof document !== "undefined") console.error(error);
  return (
    <Container>
      <EmptyState
        headingLevel={1}
        title="Something went wrong"
        description="An unexpected error occurred. Please try again, or return home."
        action={
          <Button asChild>
            <Link to="/">Return Home</Link>
          </Button>
        }
      />
    </Container>
  );
}

export function NotFound() {
  return (
    <Container>
      <EmptyState
        headingLevel={1}
        title="Page not found"
        description={NOT_FOUND_TEXT}
        action={
          <Button asChild>
            <Link to="/">Return Home</Link>
          </Button>
        }
      />
    </Container>
  );
}
