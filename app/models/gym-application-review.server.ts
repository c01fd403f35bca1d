import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { insertSelect } from "~/db/insert-select.server";
import {
  gymAmenities,
  gymApplications,
  gymEquipment,
  gymImages,
  gymOperatingDays,
  gymSports,
  gyms,
  mailOutbox,
  users,
} from "~/db/schema";
import {
  currencyForCountry,
  maskAccountNumber,
  maskPresence,
  timeZoneForCity,
} from "~/domain/admin-approvals";
import { AMENITY_OPTIONS } from "~/domain/catalog";
import { APPROVALS_PAGE_SIZE, type ApplicationQuery } from "~/domain/schemas/admin-approvals";
import { ONBOARDING_PLACEHOLDER } from "~/domain/schemas/gym-application";
import { type ReviewRecords, type ReviewStamp, rejectPendingApplication } from "./application-review.server";
import { auditIfChanged } from "./audit.server";

/*
 * Admin review of gym-owner applications: the spec's list view, one application with its payout
 * details masked, and the writes of a decision (the use case decides). Approval publishes the gym in
 * the same D1 batch that records it; every statement of that batch is conditional, so a decision
 * applies once whatever the interleaving.
 */

/** The spec's admin list view (section 3): no payout or tax column is ever selected for it. */
export const gymApplicationListColumns = {
  id: gymApplications.id,
  gymName: gymApplications.gymName,
  businessName: gymApplications.businessName,
  contactName: gymApplications.contactName,
  contactEmail: gymApplications.contactEmail,
  city: gymApplications.city,
  country: gymApplications.country,
  status: gymApplications.status,
  submittedAt: gymApplications.submittedAt,
} as const;

export async function listGymApplications(db: Db, query: ApplicationQuery, pageSize = APPROVALS_PAGE_SIZE) {
  const where = query.status === "all" ? undefined : eq(gymApplications.status, query.status);
  const [rows, count] = await db.batch([
    db
      .select(gymApplicationListColumns)
      .from(gymApplications)
      .where(where)
      .orderBy(desc(gymApplications.submittedAt), desc(gymApplications.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ total: sql<number>`count(*)` }).from(gymApplications).where(where),
  ]);
  const total = count[0]?.total ?? 0;
  return { rows, total, page: query.page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/**
 * One application as an admin reviews it. The payout and tax details are read only to be masked here:
 * the values never leave this function.
 */
export async function getGymApplicationReview(db: Db, id: number) {
  const row = await db
    .select({
      ...gymApplicationListColumns,
      contactPhone: gymApplications.contactPhone,
      businessType: gymApplications.businessType,
      address: gymApplications.address,
      description: gymApplications.description,
      gymRules: gymApplications.gymRules,
      message: gymApplications.message,
      hourlyRateCents: gymApplications.hourlyRateCents,
      dayPassRateCents: gymApplications.dayPassRateCents,
      weeklyRateCents: gymApplications.weeklyRateCents,
      monthlyRateCents: gymApplications.monthlyRateCents,
      openTime: gymApplications.openTime,
      closeTime: gymApplications.closeTime,
      is24Hours: gymApplications.is24Hours,
      operatingDays: gymApplications.operatingDays,
      staffHours: gymApplications.staffHours,
      amenities: gymApplications.amenities,
      otherAmenities: gymApplications.otherAmenities,
      equipment: gymApplications.equipment,
      sports: gymApplications.sports,
      photos: gymApplications.photos,
      checkInPolicy: gymApplications.checkInPolicy,
      checkInInstructions: gymApplications.checkInInstructions,
      canHostTeams: gymApplications.canHostTeams,
      maxTeamSize: gymApplications.maxTeamSize,
      teamFacilities: gymApplications.teamFacilities,
      acceptedTerms: gymApplications.acceptedTerms,
      termsAcceptedAt: gymApplications.termsAcceptedAt,
      reviewedAt: gymApplications.reviewedAt,
      reviewedBy: gymApplications.reviewedBy,
      reviewNotes: gymApplications.reviewNotes,
      gymId: gymApplications.gymId,
      // Secret: masked below, never returned.
      abn: gymApplications.abn,
      irdNumber: gymApplications.irdNumber,
      bankAccountName: gymApplications.bankAccountName,
      bankAccountNumber: gymApplications.bankAccountNumber,
      bsb: gymApplications.bsb,
      paymentAccountId: gymApplications.paymentAccountId,
    })
    .from(gymApplications)
    .where(eq(gymApplications.id, id))
    .get();
  if (!row) return undefined;
  const { abn, irdNumber, bankAccountName, bankAccountNumber, bsb, paymentAccountId, ...visible } = row;
  return {
    ...visible,
    /** What the live gym will price and book in. */
    currency: currencyForCountry(row.country),
    timeZone: timeZoneForCity(row.country, row.city),
    masked: {
      abn: maskPresence(abn),
      irdNumber: maskPresence(irdNumber),
      bankAccountName: maskPresence(bankAccountName),
      bankAccountNumber: maskAccountNumber(bankAccountNumber),
      bsb: maskPresence(bsb),
      paymentAccountId: maskPresence(paymentAccountId),
    },
  };
}
export type GymApplicationReview = NonNullable<Awaited<ReturnType<typeof getGymApplicationReview>>>;

/** What a decision reads first: the state it moves on from and what its e-mail and audit name. */
export async function getGymApplicationForDecision(db: Db, id: number) {
  return db
    .select({
      status: gymApplications.status,
      gymName: gymApplications.gymName,
      gymId: gymApplications.gymId,
      contactName: gymApplications.contactName,
      contactEmail: gymApplications.contactEmail,
      city: gymApplications.city,
      country: gymApplications.country,
      acceptedTerms: gymApplications.acceptedTerms,
    })
    .from(gymApplications)
    .where(eq(gymApplications.id, id))
    .get();
}

export const rejectPendingGymApplication = (db: Db, id: number, stamp: ReviewStamp, records: ReviewRecords) =>
  rejectPendingApplication(db, gymApplications, id, stamp, records);

/**
 * Approves a pending application with its terms accepted and publishes its gym (unlisted until the
 * owner completes it), with the audit entry and the owner's e-mail, in one atomic batch. Approving
 * twice, or concurrently, publishes one gym: each statement is conditional on this batch having moved
 * the application from pending (its `reviewed_at` stamp) and on no gym being linked yet. The e-mail's
 * `gymIdPlaceholder` is replaced with the new gym's id, known only inside the batch. Returns the
 * number of applications approved (0 or 1).
 */
export async function approvePendingGymApplication(
  db: Db,
  id: number,
  stamp: ReviewStamp,
  gym: { currency: string; timeZone: string },
  records: ReviewRecords & { gymIdPlaceholder: string },
): Promise<number> {
  const { now } = stamp;
  const { mail, gymIdPlaceholder } = records;
  const pending = and(eq(gymApplications.id, id), eq(gymApplications.status, "pending"));
  /** This batch approved the application (its stamp) and nothing has been linked yet. */
  const mine = sql`a.id = ${id} AND a.status = 'approved' AND a.reviewed_at = ${now} AND a.accepted_terms = 1`;
  const unlinked = sql`FROM gym_applications AS a WHERE ${mine} AND a.gym_id IS NULL`;
  /** Rows of one of the application's JSON lists, once this batch has linked its gym. */
  const eachOf = (list: SQL, filter: SQL) =>
    sql`FROM gym_applications AS a, json_each(${list}) AS j WHERE ${mine} AND a.gym_id IS NOT NULL AND ${filter}`;
  const amenityOptions = sql.join(
    AMENITY_OPTIONS.map((option) => sql`${option}`),
    sql`, `,
  );

  const [updated] = await db.batch([
    db
      .update(gymApplications)
      .set({
        status: "approved",
        reviewedAt: new Date(now),
        reviewedBy: stamp.reviewer,
        reviewNotes: stamp.notes,
      })
      .where(and(pending, eq(gymApplications.acceptedTerms, true)))
      .returning({ id: gymApplications.id }),
    auditIfChanged(db, records.audit),
    // The owner: the applicant's e-mail, reusing the user if one has it already.
    insertSelect(
      db,
      users,
      { email: sql`a.contact_email`, name: sql`a.contact_name`, userType: sql`'gym_owner'` },
      unlinked,
    ).onConflictDoNothing({ target: users.email }),
    // The live gym. Payout details move to the gym's secret columns; nothing is geocoded (search
    // measures distance from the centre of the city's other gyms).
    insertSelect(
      db,
      gyms,
      {
        ownerId: sql`(SELECT u.id FROM users AS u WHERE u.email = a.contact_email)`,
        name: sql`a.gym_name`,
        description: sql`coalesce(nullif(trim(a.description), ''), a.message, a.gym_name)`,
        gymRules: sql`coalesce(a.gym_rules, '')`,
        // Not listed until the owner completes the listing (app/domain/listing.ts): the
        // form's placeholder is no address and capacity is unconfirmed.
        address: sql`CASE WHEN lower(trim(a.address)) = lower(${ONBOARDING_PLACEHOLDER}) THEN '' ELSE trim(a.address) END`,
        capacityConfirmed: sql`0`,
        termsAcceptedAt: sql`a.terms_accepted_at`,
        city: sql`a.city`,
        country: sql`a.country`,
        hourlyRateCents: sql`a.hourly_rate_cents`,
        dayPassRateCents: sql`a.day_pass_rate_cents`,
        weeklyRateCents: sql`a.weekly_rate_cents`,
        monthlyRateCents: sql`a.monthly_rate_cents`,
        currency: sql`${gym.currency}`,
        timeZone: sql`${gym.timeZone}`,
        openTime: sql`a.open_time`,
        closeTime: sql`a.close_time`,
        is24Hours: sql`a.is_24_hours`,
        staffHours: sql`a.staff_hours`,
        otherAmenities: sql`a.other_amenities`,
        checkInPolicy: sql`nullif(trim(coalesce(a.check_in_policy, '')
          || CASE WHEN a.check_in_policy IS NOT NULL AND a.check_in_instructions IS NOT NULL
             THEN char(10) || char(10) ELSE '' END
          || coalesce(a.check_in_instructions, '')), '')`,
        contactEmail: sql`a.contact_email`,
        contactPhone: sql`a.contact_phone`,
        postalCode: sql`a.postal_code`,
        publicPhone: sql`a.public_phone`,
        paymentAccountId: sql`a.payment_account_id`,
        businessName: sql`a.business_name`,
        businessType: sql`a.business_type`,
        abn: sql`a.abn`,
        irdNumber: sql`a.ird_number`,
        accountHolderName: sql`a.bank_account_name`,
        bsb: sql`a.bsb`,
        accountNumber: sql`a.bank_account_number`,
        canHostTeams: sql`a.can_host_teams`,
        maxTeamSize: sql`CASE WHEN a.can_host_teams THEN a.max_team_size END`,
        teamFacilities: sql`a.team_facilities`,
        isActive: sql`0`,
      },
      unlinked,
    ),
    // Same condition as the insert just before, so last_insert_rowid() is that gym's id whenever it
    // applies (when the insert inserted nothing, this updates nothing).
    db
      .update(gymApplications)
      .set({ gymId: sql`last_insert_rowid()` })
      .where(
        and(
          eq(gymApplications.id, id),
          eq(gymApplications.status, "approved"),
          eq(gymApplications.reviewedAt, new Date(now)),
          isNull(gymApplications.gymId),
        ),
      ),
    insertSelect(
      db,
      gymEquipment,
      { gymId: sql`a.gym_id`, name: sql`j.value` },
      eachOf(sql`a.equipment`, sql`j.type = 'text'`),
    ).onConflictDoNothing(),
    insertSelect(
      db,
      gymAmenities,
      { gymId: sql`a.gym_id`, name: sql`j.value` },
      eachOf(sql`a.amenities`, sql`j.type = 'text' AND j.value IN (${amenityOptions})`),
    ).onConflictDoNothing(),
    insertSelect(
      db,
      gymSports,
      { gymId: sql`a.gym_id`, name: sql`j.value` },
      eachOf(sql`a.sports`, sql`j.type = 'text'`),
    ).onConflictDoNothing(),
    // The weekdays the application gave, at its opening hours (NULL: the gym's own): the owner's
    // checklist counts them without saving them again; a day's own hours are set in the console.
    insertSelect(
      db,
      gymOperatingDays,
      { gymId: sql`a.gym_id`, day: sql`j.value` },
      eachOf(sql`a.operating_days`, sql`j.type = 'integer' AND j.value BETWEEN 0 AND 6`),
    ).onConflictDoNothing(),
    insertSelect(
      db,
      gymImages,
      { gymId: sql`a.gym_id`, position: sql`j.key`, url: sql`j.value`, alt: sql`a.gym_name` },
      eachOf(sql`a.photos`, sql`j.type = 'text' AND (j.value LIKE 'https://%' OR j.value LIKE '/%')`),
    ).onConflictDoNothing(),
    // The applicant's e-mail, with the listing's address (the gym id is known only inside the batch).
    insertSelect(
      db,
      mailOutbox,
      {
        toAddress: sql`a.contact_email`,
        subject: sql`${mail.subject}`,
        textBody: sql`replace(${mail.text}, ${gymIdPlaceholder}, a.gym_id)`,
        htmlBody: sql`replace(${mail.html ?? ""}, ${gymIdPlaceholder}, a.gym_id)`,
        kind: sql`${mail.kind}`,
        relatedType: sql`${mail.relatedType}`,
        relatedId: sql`a.id`,
      },
      sql`FROM gym_applications AS a WHERE ${mine} AND a.gym_id IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM mail_outbox AS m
        WHERE m.kind = ${mail.kind} AND m.related_type = ${mail.relatedType} AND m.related_id = a.id)`,
    ),
  ]);
  return updated.length;
}
