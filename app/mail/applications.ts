/**
 * The e-mails of the admin's decisions (approved with next steps, rejected with the note) and the
 * ambassador's monthly statement, one function per message: each renders its template (templates/)
 * and returns recipient, subject and both parts. The models queue them in the batch that records the
 * decision.
 */
import { createElement } from "react";
import { BRAND } from "~/config/brand";
import type { OutgoingMail } from "~/domain/outgoing-mail";
import { oneLine } from "~/domain/outgoing-mail";
import { monthName } from "./format";
import { renderMail } from "./render";
import { AmbassadorApproved } from "./templates/ambassador-approved";
import { ApplicationRejected, appliedTo, applyAgain } from "./templates/application-rejected";
import { CommissionStatement, type StatementLine } from "./templates/commission-statement";
import { GymApplicationApproved } from "./templates/gym-application-approved";

type Content = Pick<OutgoingMail, "to" | "subject" | "text" | "html">;

/**
 * Stands for the new gym's id in the approval e-mail: the id exists only inside the approving batch,
 * which puts it in with SQL replace(). Letters and digits only, so escaping leaves it whole.
 */
export const GYM_ID_PLACEHOLDER = "GYMROAMNEWGYMID";

export async function gymApplicationApprovedMail(
  app: { contactName: string; contactEmail: string; gymName: string },
  notes: string | undefined,
  origin: string,
): Promise<Content> {
  return {
    to: app.contactEmail,
    subject: oneLine(`${BRAND.name}: ${app.gymName} is approved`),
    ...(await renderMail(
      createElement(GymApplicationApproved, {
        app,
        listingUrl: `${origin}/partner/gyms/${GYM_ID_PLACEHOLDER}`,
        notes,
        origin,
      }),
    )),
  };
}

export async function gymApplicationRejectedMail(
  app: { contactName: string; contactEmail: string; gymName: string },
  notes: string,
  origin: string,
): Promise<Content> {
  return {
    to: app.contactEmail,
    subject: oneLine(`${BRAND.name}: your application for ${app.gymName}`),
    ...(await renderMail(
      createElement(ApplicationRejected, {
        name: app.contactName,
        applied: appliedTo.gym(app.gymName),
        notes,
        again: applyAgain.gym,
        origin,
      }),
    )),
  };
}

export async function ambassadorApprovedMail(
  app: { fullName: string; email: string },
  links: { code: string; referral: string; portal: string },
  notes: string | undefined,
  origin: string,
): Promise<Content> {
  return {
    to: app.email,
    subject: `${BRAND.name}: welcome to the Ambassador Program`,
    ...(await renderMail(createElement(AmbassadorApproved, { name: app.fullName, links, notes, origin }))),
  };
}

export async function ambassadorRejectedMail(
  app: { fullName: string; email: string },
  notes: string,
  origin: string,
): Promise<Content> {
  return {
    to: app.email,
    subject: `${BRAND.name}: your ambassador application`,
    ...(await renderMail(
      createElement(ApplicationRejected, {
        name: app.fullName,
        applied: appliedTo.ambassador(),
        notes,
        again: applyAgain.ambassador,
        origin,
      }),
    )),
  };
}

export const COMMISSION_STATEMENT_KIND = "commission_statement";

/** To an ambassador: a month's statement per currency, queued once per code and month. */
export async function commissionStatementMail(
  ambassador: { codeId: number; code: string; name: string; email: string },
  period: string,
  lines: StatementLine[],
  portalUrl: string,
  origin: string,
): Promise<OutgoingMail & { relatedType: string; relatedId: number }> {
  return {
    to: ambassador.email,
    subject: oneLine(`${BRAND.name}: your ${monthName(period)} commission statement (${ambassador.code})`),
    ...(await renderMail(
      createElement(CommissionStatement, {
        name: ambassador.name,
        code: ambassador.code,
        period,
        lines,
        portalUrl,
        origin,
      }),
    )),
    kind: COMMISSION_STATEMENT_KIND,
    // One statement per code and month: the month is part of what the message is about.
    relatedType: `ambassador_code:${period}`,
    relatedId: ambassador.codeId,
  };
}
