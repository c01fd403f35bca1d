/**
 * The frame and parts every e-mail shares, built from react-email's components (tables and inline
 * styles that e-mail clients render) and the design tokens in ../theme.ts. A template composes
 * these; renderMail (../render.ts) turns it into the HTML part and, from that, the text part.
 */
import {
  Body,
  Button,
  Container,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import { Fragment, type ReactNode } from "react";
import { BRAND } from "~/config/brand";
import { styles } from "../theme";

export function EmailLayout(props: {
  /** The line inbox lists show after the subject (hidden in the message, left out of the text part). */
  preview: string;
  /** PUBLIC_ORIGIN: the brand links home. */
  origin: string;
  /** Why this person gets this e-mail, under the message. */
  reason: string;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      {/* A plain head, not react-email's: its empty x-apple meta is not valid HTML, and a document needs a title. */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{props.preview}</title>
      </head>
      <Preview>{props.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{BRAND.name}</Text>
          {props.children}
          <Hr style={styles.hr} />
          <Text style={styles.footer}>{props.reason}</Text>
          <Text style={styles.footer}>
            {BRAND.name} ·{" "}
            <Link href={`${props.origin}/`} style={{ color: "inherit" }}>
              {`${props.origin}/`}
            </Link>{" "}
            · {BRAND.contactEmail}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export function Title({ children }: { children: ReactNode }) {
  return (
    <Text role="heading" aria-level={1} style={styles.heading}>
      {children}
    </Text>
  );
}

export function P({ children }: { children: ReactNode }) {
  return <Text style={styles.paragraph}>{children}</Text>;
}

export function Muted({ children }: { children: ReactNode }) {
  return <Text style={styles.muted}>{children}</Text>;
}

/** An absolute link, written out so the text part carries the same address. */
export function Url({ href }: { href: string }) {
  return (
    <Link href={href} style={styles.link}>
      {href}
    </Link>
  );
}

/** The one thing to do next; the text part shows its label and address. */
export function Action({ href, children }: { href: string; children: string }) {
  return (
    <Section style={{ margin: "0 0 24px" }}>
      <Button href={href} style={styles.button}>
        {children}
      </Button>
      {/* For clients that do not show the button; the text part already carries the address. */}
      <Text style={styles.muted} data-skip-in-text="true">
        Or open <Url href={href} />
      </Text>
    </Section>
  );
}

/** Label: value lines (the booking, the inquiry, the statement). Rows without a value are left out. */
export function Details({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <Section style={styles.details}>
      <Text style={styles.value}>
        {rows
          .filter(([, value]) => value !== undefined && value !== null && value !== "")
          .map(([label, value], index) => (
            <Fragment key={label}>
              {index > 0 ? <br /> : null}
              <span style={styles.label}>{label}:</span> {value}
            </Fragment>
          ))}
      </Text>
    </Section>
  );
}

/** Someone's own words (a message, a reviewer's note), line breaks kept. */
export function Quote({ children }: { children: string }) {
  return <Text style={styles.quote}>{children}</Text>;
}

/** A numbered list of next steps. */
export function Steps({ items }: { items: ReactNode[] }) {
  return (
    <Text style={styles.paragraph}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {index + 1}. {item}
        </Fragment>
      ))}
    </Text>
  );
}

export function SignOff() {
  return (
    <>
      <P>
        Questions? Reply to this e-mail or write to {BRAND.contactEmail}. {BRAND.responsePromise}
      </P>
      <P>The {BRAND.name} team</P>
    </>
  );
}

/**
 * A booking pass's QR code (a hosted PNG: e-mail clients block SVG and data: URIs) with the
 * sentence that says what to do with it; the text part keeps the sentence and the reference.
 */
export function PassImage({ src, alt, children }: { src: string; alt: string; children: ReactNode }) {
  return (
    <Section>
      <Text style={styles.paragraph}>{children}</Text>
      <Img src={src} alt={alt} width="200" height="200" style={{ display: "block", margin: "8px 0 16px" }} />
    </Section>
  );
}
