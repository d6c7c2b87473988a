import '@common/zod-locale';
import { defaultPortalTerms } from '@common/portal-terms';
import { defaultPrivacyNotice } from '@common/privacy-notice';
import type { Company, UpdateCompanySettings, updateCompanySettingsSchema } from '@common/schemas/company';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

export type SettingsFormValues = UpdateCompanySettings;
export type SettingsForm = UseFormReturn<
  SettingsFormValues,
  unknown,
  z.output<typeof updateCompanySettingsSchema>
>;

/** The form as loaded: secrets always start empty (they are never sent to the browser). */
export function settingsFormValues(company: Company): SettingsFormValues {
  return {
    name: company.name,
    website: company.website ?? '',
    description: company.description ?? '',
    gmailEmail: company.gmailEmail ?? '',
    gmailPassword: '',
    smtpHost: company.smtpHost,
    smtpPort: String(company.smtpPort),
    apifyApiKey: '',
    apifyActorId: company.apifyActorId,
    // German decimal comma in the field; the server takes '5,00' and '5.00'.
    maxRunCostUsd: company.maxRunCostUsd.replace('.', ','),
    emailNotifications: company.emailNotifications,
    dailyReports: company.dailyReports,
    smsAlerts: company.smsAlerts,
    twoFactor: company.twoFactor,
    dataRetention: company.dataRetention,
    legalName: company.legalName ?? '',
    legalAddress: company.legalAddress ?? '',
    managingDirectors: company.managingDirectors ?? '',
    registerCourt: company.registerCourt ?? '',
    registerNumber: company.registerNumber ?? '',
    vatId: company.vatId ?? '',
    mailDailyCap: String(company.mailDailyCap),
    mailPauseSeconds: String(company.mailPauseSeconds),
    testMode: company.testMode,
    testRecipient: company.testRecipient ?? '',
    requireConsent: company.requireConsent,
    caseUpdateMails: company.caseUpdateMails,
    offerMinChance: company.offerMinChance,
    offerNamesGround: company.offerNamesGround,
    contactName: company.contactName ?? '',
    contactPhone: company.contactPhone ?? '',
    contactEmail: company.contactEmail ?? '',
    registeredSeat: company.registeredSeat ?? '',
    vatMode: company.vatMode,
    signupSlug: company.signupSlug ?? '',
    consentText: company.consentText ?? '',
    // The default text is shown (and stored as null again when saved unchanged).
    privacyNotice: company.privacyNotice ?? defaultPrivacyNotice,
    portalTerms: company.portalTerms ?? defaultPortalTerms,
    offerSubject: company.offerSubject ?? '',
    offerOpening: company.offerOpening ?? '',
    offerClosing: company.offerClosing ?? '',
    taxNumber: company.taxNumber ?? '',
    iban: company.iban ?? '',
    bic: company.bic ?? '',
    bankName: company.bankName ?? '',
    vatRate: String(company.vatRate),
    paymentTermDays: String(company.paymentTermDays),
    invoicePrefix: company.invoicePrefix,
    invoiceNumberYear: company.invoiceNumberYear,
    invoiceNumberDigits: String(company.invoiceNumberDigits),
    reminderFirstDays: String(company.reminderFirstDays),
    reminderSecondDays: String(company.reminderSecondDays),
  };
}
