import { DEFAULT_APIFY_ACTOR_ID, DEFAULT_SMTP_HOST, DEFAULT_SMTP_PORT } from '@common/constants';
import { useWatch } from 'react-hook-form';
import type { SettingsForm, SettingsFormValues } from './settings-form-values';

export const passwordRuleHint =
  'Bei Änderung von Server, Port oder Absenderadresse muss das App-Passwort neu eingegeben werden.';
export const apifyKeyRuleHint = 'Bei Änderung der Actor-ID muss der API-Schlüssel neu eingegeben werden.';

type Field = 'smtpHost' | 'smtpPort' | 'gmailEmail' | 'apifyActorId';
/** As the server reads the field: blank is the default, the port a whole number. */
const normal = (field: Field, v: SettingsFormValues[Field]) => {
  const text = String(v ?? '').trim();
  if (field === 'smtpPort') return String(Number.parseInt(text, 10) || DEFAULT_SMTP_PORT);
  if (field === 'smtpHost') return text || DEFAULT_SMTP_HOST;
  if (field === 'apifyActorId') return text || DEFAULT_APIFY_ACTOR_ID;
  return text;
};

/**
 * Whether the form moves where a stored secret goes: the server then drops the secret unless a new
 * one is typed (issue 17), so the hint asks for it before saving.
 */
function useChanged(form: SettingsForm, fields: Field[]) {
  const now = useWatch({ control: form.control, name: fields });
  const loaded = form.formState.defaultValues ?? {};
  return fields.some((field, i) => normal(field, now[i]) !== normal(field, loaded[field]));
}

export function usePasswordHint(form: SettingsForm, hasPassword: boolean) {
  const moved = useChanged(form, ['smtpHost', 'smtpPort', 'gmailEmail']);
  const typed = useWatch({ control: form.control, name: 'gmailPassword' });
  if (hasPassword && moved && !typed?.trim()) {
    return 'Server, Port oder Absenderadresse geändert: Bitte geben Sie das App-Passwort neu ein, sonst wird das gespeicherte beim Speichern gelöscht.';
  }
  return `${hasPassword ? 'Ein App-Passwort ist gespeichert. Leer lassen, um es beizubehalten.' : 'Wird verschlüsselt gespeichert.'} ${passwordRuleHint}`;
}

export function useApifyKeyHint(form: SettingsForm, hasKey: boolean) {
  const moved = useChanged(form, ['apifyActorId']);
  const typed = useWatch({ control: form.control, name: 'apifyApiKey' });
  if (hasKey && moved && !typed?.trim()) {
    return 'Actor-ID geändert: Bitte geben Sie den API-Schlüssel neu ein, sonst wird der gespeicherte beim Speichern gelöscht.';
  }
  return `${hasKey ? 'Ein API-Schlüssel ist gespeichert. Leer lassen, um ihn beizubehalten.' : 'Wird verschlüsselt gespeichert.'} ${apifyKeyRuleHint}`;
}
