// bench:cluster's fourth check: the scheduled jobs run once although every instance runs
// pg-boss's scheduler (TRIAL_REMINDERS_CRON='* * * * *': due every minute).

/**
 * A user whose trial ends in two days gets exactly one reminder, and another minute's run (by
 * either instance) does not send it again. `kit` is cluster-kit's; `baseUrl` one instance's.
 */
export async function checkJobsRunOnce({ db, baseUrl, kit }) {
  const { check, waitFor, request, mails, signUpConfirmed, printed } = kit;
  // Both instances run pg-boss's scheduler; with
  // TRIAL_REMINDERS_CRON='* * * * *' the job is due every minute. A user whose trial ends in
  // two days must get exactly one reminder.
  const trialEmail = 'lembrete@cluster.test';
  const trial = await signUpConfirmed(baseUrl, trialEmail);
  const trialConfirm = new URL(trial.link);
  await request(`${baseUrl}${trialConfirm.pathname}${trialConfirm.search}`);
  await db.query(
    `update user_subscriptions set trial_ends_at = now() + interval '1 day 12 hours', trial_reminder_sent_at = null
     where user_id = (select id from users where email = $1)`,
    [trialEmail],
  );
  const waitStarted = Date.now();
  const reminder = await waitFor(
    'the trial reminder',
    async () => mails().find((m) => m.to === trialEmail && /teste grátis/.test(m.subject)),
    130_000,
  ).catch(() => undefined);
  const waitedS = Math.round((Date.now() - waitStarted) / 1000);
  // Another minute's run (by either instance) must not send it again. pg-boss may skip a
  // minute (its cron check runs every 30 s and a due job is deduplicated per clock minute), so
  // the next run can be up to about two minutes away.
  const runsBefore = await jobRuns(db);
  await waitFor(
    'another trial-reminders run',
    async () => (await jobRuns(db)) > runsBefore,
    150_000,
  ).catch(() => undefined);
  const runsAfter = await jobRuns(db);
  const reminders = mails().filter((m) => m.to === trialEmail && /teste grátis/.test(m.subject));
  // Once per cron minute, not once per instance: the jobs pg-boss created number at most one
  // per minute of the span between the first and the last (plus the first). pg-boss inserts a
  // due job a few seconds after its minute, so two jobs may share a calendar minute under load;
  // counting per calendar minute would fail a correct run. Were both schedulers to fire, the
  // count would be about twice the minutes.
  const span = (
    await db.query(
      `select count(*)::int as n,
              coalesce(extract(epoch from max(created_on) - min(created_on)), 0)::float as s
       from pgboss.job where name = 'trial-reminders'`,
    )
  ).rows[0];
  const allowed = Math.ceil(span.s / 60) + 1;
  const ok =
    reminder !== undefined && reminders.length === 1 && span.n <= allowed && runsAfter > runsBefore;
  check(
    'a scheduled job runs once although both instances run the scheduler',
    ok,
    `reminder after ${waitedS} s, sent by ${reminders.map((m) => m.instance).join(', ') || 'nobody'}; ${reminders.length} reminder e-mail(s) over ${runsAfter} trial-reminders runs; ${span.n} jobs over ${Math.round(span.s)} s (at most ${allowed} once a minute)${span.n > allowed || runsAfter <= runsBefore ? `; jobs created at ${await jobTimes(db)}` : ''}${ok ? '' : `; ${await cronState(db)}; the instances' [jobs] lines: ${printed(/\[jobs\]/).join(' | ') || 'none'}`}`,
  );
}

/**
 * What pg-boss's cron last did, for a failed check's detail: when an instance last claimed the
 * cron minute (pgboss.version.cron_on: a clock stepped back leaves it in the future, and no
 * instance claims another until the clock catches up), the database's clock beside this
 * process's (pg-boss sends a due job only when the cron's last minute, on this machine's clock,
 * is under 60 s before the database's now), and the schedules.
 */
async function cronState(db) {
  const { rows } = await db.query(
    `select to_char(v.cron_on at time zone 'UTC', 'HH24:MI:SS') as cron_on,
            to_char(now() at time zone 'UTC', 'HH24:MI:SS') as db_now,
            (select string_agg(name || ' ' || cron, ', ') from pgboss.schedule) as schedules
     from pgboss.version v`,
  );
  const r = rows[0] ?? {};
  const local = new Date().toISOString().slice(11, 19);
  return `cron last claimed at ${r.cron_on ?? 'never'} UTC, the database's clock ${r.db_now} UTC, this process's ${local} UTC; schedules: ${r.schedules ?? 'none'}`;
}

/** When each trial-reminders job was created and its state, for a failed check's detail. */
async function jobTimes(db) {
  const { rows } = await db.query(
    `select to_char(created_on, 'HH24:MI:SS') as at, state from pgboss.job
     where name = 'trial-reminders' order by created_on`,
  );
  return rows.map((r) => `${r.at} ${r.state}`).join(', ') || 'none';
}

/** trial-reminders jobs completed so far (pg-boss keeps them in pgboss.job). */
async function jobRuns(db) {
  const { rows } = await db.query(
    `select count(*)::int as n from pgboss.job where name = 'trial-reminders' and state = 'completed'`,
  );
  return rows[0].n;
}
