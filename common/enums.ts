export const userRoles = ['user', 'manager', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

export const customerStatuses = ['email_sent', 'called', 'sold', 'not_sold'] as const;
export type CustomerStatus = (typeof customerStatuses)[number];

export const emailLogStatuses = ['pending', 'sent', 'failed'] as const;

/** What an e-mail log is: the offer on a new negative review, or an invoice's mail (issue 22). */
/** 'case_update': the day's news of the customer's removal cases (decision 072). */
export const emailLogKinds = ['review', 'invoice', 'reminder', 'portal_order', 'case_update'] as const;
export type EmailLogKind = (typeof emailLogKinds)[number];
export type EmailLogStatus = (typeof emailLogStatuses)[number];

export const scanLogStatuses = ['success', 'error', 'skipped'] as const;
export type ScanLogStatus = (typeof scanLogStatuses)[number];

export const scanTypes = ['scheduled', 'manual'] as const;
export type ScanType = (typeof scanTypes)[number];

export const scanErrorTypes = [
  'missing_url',
  'invalid_url',
  'apify_error',
  'email_error',
  'system_error',
  'processing_error',
] as const;
export type ScanErrorType = (typeof scanErrorTypes)[number];

export const scanFrequencies = ['hourly', 'daily', 'weekly'] as const;
export type ScanFrequency = (typeof scanFrequencies)[number];

/** A removal case's states, in the order of its usual path (docs/product.md "Removal cases"). */
export const removalStates = [
  'ordered',
  'filed',
  'verifying',
  'removed',
  'refused',
  'appealed',
  'reinstated',
  'cancelled',
] as const;
export type RemovalState = (typeof removalStates)[number];

/** Google's report categories, the reason a customer gives for a removal. */
export const removalReasons = [
  'no_contact',
  'false_claim',
  'insult',
  'off_topic',
  'personal_data',
  'conflict_of_interest',
  'spam',
  'other',
] as const;
export type RemovalReason = (typeof removalReasons)[number];

/** What the Löschchance reads in a review (server/modules/removal-chance/signals.ts, decision 067). */
export const signalCodes = [
  'no_text',
  'no_visit',
  'hearsay',
  'insult',
  'pejorative',
  'phone_number',
  'email_address',
  'staff_name',
  'politics',
  'employment',
  'other_business',
  'competitor',
  'fact_claim',
  'link',
  'advertising',
  'no_content',
  'single_review_author',
  'owner_replied',
  'experienced_author',
  'old_review',
] as const;
export type SignalCode = (typeof signalCodes)[number];

/** Who ordered a case: the operator in the app, or the owner in the customer portal (decision 071). */
export const removalSources = ['operator', 'portal'] as const;
export type RemovalSource = (typeof removalSources)[number];

/** Where a case was reported. */
export const removalChannels = ['google', 'legal', 'partner'] as const;
export type RemovalChannel = (typeof removalChannels)[number];

/**
 * What one verification check saw: the review still there ('found'), gone ('missing'), there with a
 * rating raised above the threshold ('raised'), or nothing usable ('failed', 'short': never a miss).
 */
export const removalCheckOutcomes = ['found', 'missing', 'raised', 'failed', 'short'] as const;
export type RemovalCheckOutcome = (typeof removalCheckOutcomes)[number];

/** The next date a case waits for (see common/removal-rules.ts). */
export const removalDeadlineKinds = [
  'file_by',
  'appeal_from',
  'appeal_until',
  'watch_until',
  'refile',
] as const;
export type RemovalDeadlineKind = (typeof removalDeadlineKinds)[number];

/** An invoice as stored: a draft, then open (finalized), paid or cancelled (docs/product.md §13). */
export const invoiceStates = ['draft', 'open', 'paid', 'cancelled'] as const;
export type InvoiceState = (typeof invoiceStates)[number];

/** As shown: 'overdue' is an open invoice past its due day. */
export const invoiceStatuses = ['draft', 'open', 'overdue', 'paid', 'cancelled'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** An invoice, or the cancellation invoice ('Stornorechnung') that cancels one. */
export const invoiceKinds = ['invoice', 'cancellation'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

export const invoiceEventKinds = [
  'created',
  'line_removed',
  'finalized',
  'sent',
  'reminder',
  'payment',
  'cancelled',
] as const;
export type InvoiceEventKind = (typeof invoiceEventKinds)[number];

/** What the audit log records (issue 24): the kind of thing changed and what was done to it. */
export const auditEntities = ['customer', 'company', 'user', 'review', 'email_log'] as const;
export type AuditEntity = (typeof auditEntities)[number];
export const auditActions = [
  'created',
  'updated',
  'deleted',
  'status_changed',
  'activated',
  'deactivated',
  'archived',
  'restored',
  'imported',
  'follow_up_set',
  'follow_up_done',
  'settings_updated',
  'password_changed',
  'portal_link_created',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** A message read from the company's mailbox: a person's answer or a bounce (issue 24). */
export const replyKinds = ['reply', 'bounce'] as const;
export type ReplyKind = (typeof replyKinds)[number];

/** What the header's bell tells the operators about (issue 24). */
export const alertKinds = [
  'scan_failed',
  'link_broken',
  'email_failed',
  'email_bounced',
  'opt_out',
  'apify_credit',
  'cost_cap',
  'reply',
  'review_reinstated',
  'portal_order',
] as const;
export type AlertKind = (typeof alertKinds)[number];
