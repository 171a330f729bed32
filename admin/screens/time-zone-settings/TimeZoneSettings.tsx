import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { knownTimeZones } from '../../../contracts/site-time';
import { AdminOnly } from '../../ui/AdminOnly';
import { errorText, fieldErrors, isUnauthorized } from '../../data/api';
import { SelectField } from '../../ui/Field';
import { siteTime } from '../../data/site-time';
import { toast } from '../../data/toast-store';
import { SITE_SETTINGS_KEY, useSiteSettings } from '../../data/use-site-time';
import type { schema } from './schema';
import { settingsApi } from '../../data/api-client';

/** The zones grouped by region ("Africa", "Europe"…), UTC on its own, for a select that stays scannable. */
function zoneGroups(current: string): [string, string[]][] {
  const zones = knownTimeZones();
  // A zone saved on a server whose list this browser lacks stays choosable.
  if (!zones.includes(current)) zones.push(current);
  const groups = new Map<string, string[]>();
  for (const z of zones) {
    const region = z.includes('/') ? z.slice(0, z.indexOf('/')) : 'Other';
    groups.set(region, [...(groups.get(region) ?? []), z]);
  }
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}

/** "Now 14:05 in Nairobi": the chosen zone's clock, so staff see what they pick. */
function nowIn(zone: string) {
  const t = siteTime(zone);
  return `Now ${t.formatWhen(new Date().toISOString())} in ${t.place}.`;
}

function TimeZoneForm({ saved, intro, heading }: { saved: string } & z.output<typeof schema>) {
  const qc = useQueryClient();
  const [zone, setZone] = useState(saved);
  const [error, setError] = useState<string>();
  const groups = useMemo(() => zoneGroups(saved), [saved]);
  const save = useMutation({
    mutationFn: settingsApi.setTimeZone,
    onSuccess: (data) => {
      qc.setQueryData(SITE_SETTINGS_KEY, data);
      setError(undefined);
      toast({
        title: 'Time zone saved',
        description: `Times in the admin are now ${siteTime(data.timeZone).place} time.`,
      });
    },
    onError: (e) => {
      if (isUnauthorized(e)) return;
      setError(fieldErrors(e).timeZone ?? errorText(e, 'Not saved. Please try again.'));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(zone);
  };
  return (
    <section className="admin-card admin-time-zone" aria-labelledby="admin-time-zone-heading">
      <h2 id="admin-time-zone-heading" className="admin-card__title">
        {heading}
      </h2>
      <p className="admin-card__lead">{intro}</p>
      <form className="admin-form admin-time-zone__form" onSubmit={submit} noValidate>
        <SelectField
          label="Site time zone"
          name="timeZone"
          value={zone}
          onChange={(e) => setZone(e.target.value)}
          hint={nowIn(zone)}
          error={error}
        >
          {groups.map(([region, zones]) => (
            <optgroup key={region} label={region}>
              {zones.map((z) => (
                <option key={z} value={z}>
                  {z.replaceAll('_', ' ')}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <div className="admin-form__actions">
          <button type="submit" className="admin-btn admin-btn--primary" disabled={save.isPending || zone === saved}>
            {save.isPending ? 'Saving…' : 'Save time zone'}
          </button>
        </div>
      </form>
    </section>
  );
}

/** Settings › Time zone: the site's clock for every time the admin shows or takes. Admins only. */
function TimeZoneScreen(props: z.output<typeof schema>) {
  const settings = useSiteSettings();
  if (settings.isError)
    return (
      <section className="admin-card admin-time-zone" aria-labelledby="admin-time-zone-heading">
        <h2 id="admin-time-zone-heading" className="admin-card__title">
          {props.heading}
        </h2>
        <div className="admin-alert admin-alert--error" role="alert">
          <p>{errorText(settings.error, 'Could not load the time zone.')}</p>
        </div>
      </section>
    );
  if (!settings.data)
    return (
      <p className="admin-empty" role="status">
        Loading the time zone…
      </p>
    );
  return <TimeZoneForm key={settings.data.timeZone} saved={settings.data.timeZone} {...props} />;
}

export function TimeZoneSettings(props: z.output<typeof schema>) {
  return (
    <AdminOnly what="change the site’s time zone">
      <TimeZoneScreen {...props} />
    </AdminOnly>
  );
}
