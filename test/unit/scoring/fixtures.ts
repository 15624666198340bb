// Interview transcripts written for these tests (fictional people and companies), a strong and
// a weak candidate for each of three roles. Strong answers are specific, structured and fluent;
// weak ones are short, vague and full of fillers. None of the strong answers weighs trade-offs,
// so tests can add a trade-off discussion and see only problem_solving move.

export interface RoleFixture {
  role: string;
  expectedSkills: string[];
  strong: string;
  weak: string;
}

export const backend: RoleFixture = {
  role: 'Backend Engineer',
  expectedSkills: [
    'Python',
    'PostgreSQL',
    'Redis',
    'REST APIs',
    'caching',
    'database index',
    'latency',
    'monitoring',
    'testing',
  ],
  strong: `Interviewer: Thanks for joining. Can you walk me through a performance problem you solved recently?
Candidate: Sure. Last year at a payments startup, our checkout API had a p99 latency of about 900 ms during the evening peak. My task was to bring it under 200 ms without a rewrite. First, I profiled the slowest endpoints with tracing and found that one PostgreSQL query scanned the whole orders table because the filter column had no index. I added a composite database index on customer id and created date, and I cached the product catalogue in Redis with a five minute expiry. As a result, p99 latency dropped to 140 ms and database CPU fell by 60 percent.
Interviewer: How did you make sure the change was safe?
Candidate: I wrote load tests in Python that replayed a day of production traffic, and I compared the query plans before and after in a staging copy of the database. We rolled it out behind a feature flag to ten percent of traffic, and I added monitoring on cache hit rate and error rate so we would see a regression within minutes. If the cache ever failed, the service would fall back to PostgreSQL, so the risk was only slower responses, not wrong ones.
Interviewer: Tell me about how you design a REST API for other teams.
Candidate: I start from the consumers. For example, for our refunds service I met the support team and the finance team to list the exact operations they needed. Then I wrote the contract first, with versioned REST endpoints, idempotency keys on every POST, and clear error codes, because retries from mobile clients were causing duplicate refunds. We tested the contract with consumer-driven tests in CI. The duplicate refunds stopped completely in the first month.
Interviewer: What would you do if a deployment started failing at night?
Candidate: I would check the dashboards first to see whether the failure follows the deployment or the traffic. If it follows the deployment, I roll back immediately and investigate the root cause afterwards. Once the service is stable, I write a short incident note with the timeline, the cause and the follow-up actions, and we review it as a team the next morning.`,
  weak: `Interviewer: Thanks for joining. Can you walk me through a performance problem you solved recently?
Candidate: Um, yeah, so, like, there was this thing that was kind of slow and stuff.
Interviewer: What did you do about it?
Candidate: Uh, I don't know, I think we, um, like, restarted it or something. It was, you know, fine after.
Interviewer: How do you design an API for other teams?
Candidate: Um, I mean, you just make the endpoints, I guess. Whatever they need.
Interviewer: What would you do if a deployment started failing at night?
Candidate: Uh, I'm not sure. Probably call someone, um, yeah.`,
};

export const dataAnalyst: RoleFixture = {
  role: 'Data Analyst',
  expectedSkills: [
    'SQL',
    'Excel',
    'Tableau',
    'Python',
    'dashboard',
    'statistics',
    'A/B testing',
    'data cleaning',
    'stakeholder',
  ],
  strong: `Interviewer: Tell me about an analysis that changed a business decision.
Candidate: At a retail company last spring, the marketing team believed a loyalty email was driving repeat purchases. My task was to measure its real effect. I pulled eighteen months of orders with SQL, joined them to the email logs, and spent the first week on data cleaning, because about 7 percent of customers had duplicate accounts. Then I compared customers who received the email with a holdout group that did not. The email lifted repeat purchases by only 1.2 percent, not the 15 percent in the old report, so the team moved half of that budget to a referral programme.
Interviewer: How did you check that your numbers were right?
Candidate: I reconciled my revenue totals against the finance ledger to within 0.5 percent. I also ran the same query in Python with pandas as an independent check, and I asked a colleague to review the SQL. For the effect itself, I used a significance test and reported a confidence interval, because a single number hides the uncertainty.
Interviewer: How do you present results to stakeholders?
Candidate: I build one Tableau dashboard per question, with the key metric at the top and the detail underneath. For example, for the regional managers I showed weekly sales against target in Excel first, because that is what they already used, and then moved them to the dashboard once they trusted the numbers. After that, they stopped asking for ad hoc reports every Monday, which saved me about a day a week.
Interviewer: What would you do if two reports disagreed?
Candidate: I would trace both numbers back to the source tables, compare the definitions and filters step by step, and document which definition we agree to use. Then I would add a test on the pipeline so the two reports cannot drift apart again.`,
  weak: `Interviewer: Tell me about an analysis that changed a business decision.
Candidate: Um, so I did, like, a lot of reports and stuff. People used them I think.
Interviewer: How did you check that your numbers were right?
Candidate: Uh, I mean, they looked okay. I don't really know, um, I just kind of trusted it.
Interviewer: How do you present results to stakeholders?
Candidate: Like, charts, you know. Whatever they want, um, yeah.
Interviewer: What would you do if two reports disagreed?
Candidate: Uh, I'm not sure. Pick one, I guess.`,
};

export const nurse: RoleFixture = {
  role: 'Registered Nurse',
  expectedSkills: [
    'patient assessment',
    'vital signs',
    'medication administration',
    'triage',
    'care plan',
    'EHR',
    'patient education',
    'escalate',
    'patient safety',
  ],
  strong: `Interviewer: Tell me about a time a patient's condition changed suddenly on your shift.
Candidate: On a night shift on a surgical ward last year, I was caring for six patients. During my 2 am rounds, a patient two days after bowel surgery had a heart rate of 124 and a blood pressure of 92 over 58, and he was newly confused. My first step was a full patient assessment: I rechecked his vital signs, checked his wound and drains, and calculated his early warning score, which was 7. I escalated to the on-call doctor using SBAR, because a clear handover gets a faster response. We started fluids and took blood cultures, and he was reviewed by the outreach team within 20 minutes. He was treated for early sepsis and went home five days later.
Interviewer: How do you make sure medication administration is safe?
Candidate: I follow the five rights every time and scan every medication against the EHR before giving it. For high-risk drugs such as insulin and heparin, I always ask a second nurse to double-check the dose. Once I noticed a prescribed dose that was ten times the usual amount; I held it and confirmed with the pharmacist, and it turned out to be a decimal error.
Interviewer: How do you handle patient education before discharge?
Candidate: I use the teach-back method. For example, with a patient starting blood thinners, I explained the signs of bleeding and then asked her to explain them back to me in her own words. I also wrote the care plan in plain language and arranged a follow-up phone call two days later to check that she was managing.
Interviewer: What would you do if the ward was short-staffed?
Candidate: I would triage the patients by acuity first, tell the charge nurse right away, and agree which tasks can safely wait. Patient safety comes first, so I would rather escalate early than let observations be missed.`,
  weak: `Interviewer: Tell me about a time a patient's condition changed suddenly on your shift.
Candidate: Um, yeah, that happens, like, sometimes. I just, um, told someone I think.
Interviewer: How do you make sure medication administration is safe?
Candidate: Uh, I mean, you give the meds, you know. I'm not sure what else, um.
Interviewer: How do you handle patient education before discharge?
Candidate: I kind of tell them stuff. Like, whatever they need, I guess.
Interviewer: What would you do if the ward was short-staffed?
Candidate: Um, I don't know. Just, like, work faster or something.`,
};

export const ROLES: RoleFixture[] = [backend, dataAnalyst, nurse];

/** A sentence weighing options, for each role: added to answers to show only problem_solving moves. */
export const TRADE_OFF_SENTENCES: Record<string, string[]> = {
  'Backend Engineer': [
    'The trade-off was memory cost versus latency, and we accepted the memory cost.',
    'A bigger database instance was the alternative, but it cost more than caching rather than fixing the query.',
  ],
  'Data Analyst': [
    'The trade-off was speed versus rigour, so I reported a range rather than one number.',
    'On the other hand, a full experiment would have taken two months, whereas the holdout took two weeks.',
  ],
  'Registered Nurse': [
    'The trade-off was waiting for the doctor versus starting fluids, and the protocol let me start fluids.',
    'On the other hand, calling too early can overload the team, whereas calling late risks the patient.',
  ],
};

/** Appends one trade-off sentence to each of the candidate's turns, in turn. */
export function withTradeOffs(transcript: string, sentences: string[]): string {
  let i = 0;
  return transcript
    .split('\n')
    .map((line) => (line.startsWith('Candidate:') ? `${line} ${sentences[i++ % sentences.length]}` : line))
    .join('\n');
}

/** The interviewer's lines only. */
export function interviewerOnly(transcript: string): string {
  return transcript
    .split('\n')
    .filter((l) => l.startsWith('Interviewer:'))
    .join('\n');
}
