// Pairs written for the confident-claims test: the same question answered soundly (a claim with
// its conditions, a reason, a check) and with a confident dismissal of standard practice (a
// mechanism that "takes care of it by itself", a technology that "does not scale", a risk "not
// worth worrying about"). Each wrong answer is wrong as a professional of the role would judge it.

import type { Dimension } from '../../../src/domain/scoring/rubric';

export interface ClaimPair {
  role: string;
  dimension: Dimension;
  question: string;
  sound: string;
  wrong: string;
}

const pair = (role: string, dimension: Dimension, question: string, sound: string, wrong: string): ClaimPair => ({
  role,
  dimension,
  question,
  sound,
  wrong,
});

const ENG = 'Backend Engineer';
const DATA = 'Data Scientist';
const NURSE = 'Registered Nurse';
const ACC = 'Staff Accountant';
const SALES = 'Account Executive';

export const CLAIM_PAIRS: ClaimPair[] = [
  // engineering
  pair(
    ENG,
    'technical_accuracy',
    'How do you handle a memory leak in a service that runs for weeks?',
    'Garbage collection frees objects nobody references, but a leak usually means something still holds a reference, such as a growing cache. I would take two heap snapshots an hour apart and compare them.',
    'Garbage collection frees every object on its own, so a leak goes away by itself after a while. Heap snapshots are a waste of time, and a restart is not worth worrying about either.',
  ),
  pair(
    ENG,
    'technical_accuracy',
    'Would you keep the orders table in Postgres as traffic grows?',
    'Postgres handles this load well if the hot queries are indexed. It does not scale past one primary for writes, so once writes approach that limit I would partition the table and measure again.',
    'Postgres does not scale, full stop, so I would move the orders table off it right away. Relational databases are a myth at this size and indexes make no difference to the hot queries.',
  ),
  pair(
    ENG,
    'technical_accuracy',
    'How do you protect the API from a sudden spike of requests?',
    'I would add rate limiting per client, because one client can starve the others. Autoscaling helps too, but it reacts in minutes, so we load-tested the limits before launch.',
    'Autoscaling handles any spike by itself, so rate limiting per client is pointless. One client starving the others is not a real risk, and load tests are not worth the effort.',
  ),
  pair(
    ENG,
    'problem_solving',
    'How would you roll out a risky schema change?',
    'I would add the new column first, backfill it in batches and only then switch reads, so each step can be rolled back. If the backfill slows the database, we pause it and check the lag.',
    'I would change the schema in one step, since a migration tool takes care of itself. Rollbacks are overrated, and slow backfills are never a real problem for the database.',
  ),
  pair(
    ENG,
    'technical_accuracy',
    'Do you need retries when calling the payment provider?',
    'Retries help with brief network errors, but only if the request is idempotent, otherwise a retry can charge twice. We send an idempotency key and cap retries at three with backoff.',
    'The network fixes brief errors on its own, so retries are pointless. Charging a customer twice is not worth worrying about, and idempotency keys make no difference in practice.',
  ),
  pair(
    ENG,
    'problem_solving',
    'How do you keep a dependency upgrade from breaking production?',
    'I read the changelog first, then run the test suite and a canary, because minor versions sometimes change behaviour. If error rates rise on the canary, we roll back before the full release.',
    'Minor versions never break anything, so I upgrade straight to production. Reading changelogs is a waste of time, and canaries are overrated because nobody checks them anyway.',
  ),
  pair(
    ENG,
    'technical_accuracy',
    'What does a message queue give you between two services?',
    'A queue decouples the services, so a slow consumer does not block the producer. It adds delivery delays and duplicates, so consumers must be idempotent and we monitor the queue depth.',
    'A queue removes every failure between the services by itself. Duplicates and delays do not matter, so consumers need no idempotency and queue depth is not worth monitoring.',
  ),
  // data
  pair(
    DATA,
    'technical_accuracy',
    "How do you check that a model will work on next month's data?",
    'I hold out the most recent months instead of a random split, because customer behaviour drifts over time. Then I compare the error on that window with the training error and watch for drift after launch.',
    'A random split works for every case, so drift takes care of itself. Watching the error after launch is pointless, because a model that fits the training data never fails on new months.',
  ),
  pair(
    DATA,
    'technical_accuracy',
    'Your classifier reaches 99% accuracy on fraud. Is it good?',
    'Not necessarily, since fraud is rare and a model that flags nothing also scores 99%. I would look at precision and recall on the fraud class, usually with a threshold chosen on a validation set.',
    'Yes, 99% accuracy is guaranteed to be good, whatever the fraud rate. Class imbalance is a myth, so precision and recall make no difference and thresholds are not worth the bother.',
  ),
  pair(
    DATA,
    'technical_accuracy',
    'How do you deal with missing values in the survey data?',
    'It depends on why they are missing. If people skipped a question at random, imputing the median is reasonable, but if older respondents skipped it, imputation biases the result, so I compare both groups first.',
    'Missing values never matter, so I fill every gap with zero. The model corrects the bias on its own, and checking why people skipped a question is not worth the time.',
  ),
  pair(
    DATA,
    'technical_accuracy',
    'Can we conclude the new onboarding email caused higher retention?',
    'Only if we ran a randomised test. Users who opened the email were probably more engaged already, so I would compare a random holdout group and report the interval, not just the point estimate.',
    'Yes, correlation always proves the email caused it. A holdout group is pointless, and engaged users opening the email more is not a real risk to the conclusion.',
  ),
  pair(
    DATA,
    'problem_solving',
    'A dashboard metric dropped 30% overnight. What do you do?',
    'First I would check whether the data pipeline ran fully, because a partial load looks like a drop. If the load was complete, I would split the metric by region and platform to find where it fell.',
    'I would report the 30% drop straight away, since pipelines never fail. Checking partial loads is a waste of time, and splitting by region makes no difference to the story.',
  ),
  pair(
    DATA,
    'technical_accuracy',
    'Would you use Spark for this 2 GB dataset?',
    'Probably not: 2 GB fits in memory on one machine, so pandas is simpler and usually faster here. Spark pays off when the data outgrows one machine, so I would revisit it if the volume grows.',
    'Pandas does not scale, so I would always use Spark, even for 2 GB. One machine is never enough, and the overhead of a cluster is not worth worrying about.',
  ),
  pair(
    DATA,
    'technical_accuracy',
    'How do you pick features for the churn model?',
    'I start with features the business can explain, then check their importance on a validation set, because a leaking feature such as the cancellation date can look perfect. I drop anything known only after churn.',
    'I add every column and let the model sort it out by itself. Leakage is overblown, so a cancellation date is fine as a feature, and validation sets make no difference.',
  ),
  // nursing
  pair(
    NURSE,
    'technical_accuracy',
    "A patient's blood pressure is low after surgery. What do you do?",
    'I would recheck it manually, because automatic cuffs can misread, and look at the wound and the drain for bleeding. If it stays low, I raise the legs, start the ordered fluids and call the surgeon.',
    'Low blood pressure after surgery goes away by itself, so I would wait. Rechecking manually is pointless, and bleeding from the drain is not worth worrying about on a quiet shift.',
  ),
  pair(
    NURSE,
    'technical_accuracy',
    'How do you prevent pressure ulcers in a bed-bound patient?',
    'I turn the patient every two hours unless the care plan says otherwise, check the heels and sacrum at each turn, and use a pressure-relieving mattress, because damage can start within hours.',
    'A special mattress takes care of itself, so turning the patient is not needed. Checking the heels is a waste of time, because pressure ulcers are never a real problem in young patients.',
  ),
  pair(
    NURSE,
    'problem_solving',
    'How do you give a high-risk medication such as insulin?',
    "I check the order, the patient's glucose and the dose against the chart, and a second nurse double-checks it, because a decimal error is easy to miss. If the glucose is low, I hold the dose and call the doctor.",
    'I give insulin straight from memory at the usual time, since I never make dosing errors. Double-checks by a second nurse are overrated, and a low glucose before the dose is not worth worrying about.',
  ),
  pair(
    NURSE,
    'technical_accuracy',
    'Does hand sanitiser replace hand washing?',
    'Alcohol rub works for most contacts, but it does not kill C. difficile spores, so after caring for a patient with diarrhoea I wash with soap and water.',
    'Hand sanitiser kills every germ on its own, so washing with soap is pointless. Spores are a myth, and diarrhoea on the ward does not matter for hand hygiene.',
  ),
  pair(
    NURSE,
    'technical_accuracy',
    'An elderly patient is newly confused at night. What do you consider?',
    'New confusion is often delirium, usually from an infection, pain, low oxygen or a new medication. I would check observations and the drug chart, and tell the doctor, rather than assume it is dementia.',
    'Confusion at night is just old age and goes away by itself. Checking oxygen or the drug chart is pointless, and delirium is overblown as a risk in elderly patients.',
  ),
  pair(
    NURSE,
    'problem_solving',
    'How do you hand over a patient at the end of your shift?',
    'I use a structured handover, the situation, background, assessment and recommendation, at the bedside when possible, so the next nurse can ask questions and check the lines and drains with me.',
    'I keep the handover short from memory, because the next nurse sorts out the details by herself. A structured format is a waste of time, and checking the lines together is pointless.',
  ),
  pair(
    NURSE,
    'technical_accuracy',
    'A patient on a new antibiotic develops a rash. What do you do?',
    'I would stop the next dose and assess for swelling or breathing problems, because a rash can be the start of anaphylaxis. Then I inform the prescriber and record the reaction in the allergy record.',
    'A rash from antibiotics always goes away by itself, so I give the next dose as planned. Breathing problems are not a real risk, and recording it as an allergy makes no difference.',
  ),
  // accounting
  pair(
    ACC,
    'technical_accuracy',
    'Why reconcile the bank account every month?',
    'Reconciling catches errors and fraud early, because the bank and the ledger drift apart through timing differences and mistakes. I match each item, investigate anything older than a month and document the adjustments.',
    'The accounting software reconciles everything by itself, so monthly reconciliation is pointless. Fraud is not worth worrying about in a small company, and timing differences make no difference.',
  ),
  pair(
    ACC,
    'technical_accuracy',
    'When do you recognise revenue on a twelve-month subscription?',
    'Usually over the twelve months as the service is delivered, not when the cash arrives, so the unearned part sits in deferred revenue. If the contract has separate setup work, that may be recognised earlier.',
    'Revenue is always recognised when the cash arrives, for every contract. Deferred revenue is a myth, and spreading it over twelve months makes no difference to the accounts.',
  ),
  pair(
    ACC,
    'problem_solving',
    'How do you close the month on time with a small team?',
    'I plan the close backwards from the deadline, start accruals and reconciliations before month end, and review the largest variances against budget first, because that is where errors hide.',
    'I leave the close to the last day, because the numbers sort themselves out on their own. Variance reviews are a waste of time, and late accruals are never a real problem.',
  ),
  pair(
    ACC,
    'technical_accuracy',
    'How do you handle an invoice in a foreign currency?',
    'I record it at the exchange rate on the transaction date and revalue the open balance at month end, so the gain or loss shows in the period it arises. If the amounts are large, we consider hedging.',
    'The exchange rate makes no difference, so I book every foreign invoice at a rate of one. Currency gains and losses balance out by themselves, and revaluation is pointless.',
  ),
  pair(
    ACC,
    'technical_accuracy',
    'Why separate duties in the payments process?',
    'If one person can create a supplier and approve its payments, a fraud can go unnoticed for months. So one person sets up suppliers, another approves payments, and we review changes to bank details.',
    'Separating duties is overrated, because staff never commit fraud in a small team. One person can set up suppliers and approve payments, and reviewing bank details is not worth the bother.',
  ),
  pair(
    ACC,
    'problem_solving',
    'The auditors question a large provision. How do you respond?',
    "I would explain the method and the assumptions behind the estimate, show the evidence, such as past claims, and compare last year's provision with what was actually paid, so they can test it themselves.",
    "I would tell the auditors the provision is correct and needs no evidence. Past claims make no difference, and comparing last year's estimate is pointless because auditors never check it.",
  ),
  pair(
    ACC,
    'technical_accuracy',
    'Should the new delivery van be expensed?',
    "Usually not: a van used for several years is a fixed asset, so we capitalise it and depreciate it over its useful life, unless it is below the company's capitalisation threshold.",
    'Yes, always expense it at once, whatever it costs. Depreciation is a myth invented by auditors, and the useful life of a van does not matter for the accounts.',
  ),
  // sales
  pair(
    SALES,
    'problem_solving',
    'A large prospect says your price is too high. What do you do?',
    'I would ask what they are comparing us with and what the problem costs them today, because price objections usually hide a value question. If the gap is real, I might offer a smaller first phase rather than a discount.',
    'I never negotiate on price, because a good product always sells itself to a large prospect. Asking what they compare us with is pointless, and losing one large prospect is not worth worrying about.',
  ),
  pair(
    SALES,
    'problem_solving',
    'How do you forecast the quarter?',
    'I weight each deal by its stage and by evidence, such as a confirmed budget and a signed-off decision date, and I review the slipped deals from last quarter, because optimism usually inflates the forecast.',
    'I count every deal in the pipeline at full value, since deals always close on time. Reviewing slipped deals is a waste of time, and optimism never inflates a forecast.',
  ),
  pair(
    SALES,
    'technical_accuracy',
    'How important is follow-up after a first meeting?',
    'Follow-up matters, because most deals need several contacts. I send a summary within a day with the agreed next step, and if they go quiet, I try a different contact rather than chasing the same one.',
    'Follow-up is overrated, because a strong first meeting takes care of itself. Sending a summary makes no difference, and a prospect going quiet is never a real problem.',
  ),
  pair(
    SALES,
    'problem_solving',
    'How do you qualify a new lead?',
    'I check whether they have the problem we solve, a budget, a decision maker I can reach and a timeline, because chasing a lead without them usually wastes a quarter. If one is missing, I plan how to find it.',
    'I treat every new lead as qualified from the first call, since interest always turns into a sale by itself. Budgets and decision makers do not matter at this stage, and their timelines are not worth checking.',
  ),
  pair(
    SALES,
    'technical_accuracy',
    'Should we cut the price to win a competitive deal?',
    'Sometimes, but a discount sets the price for renewals too, so I would first show the value against the competitor. If we discount, I ask for something in return, such as a longer contract.',
    'Always cut the price, because the lowest price wins every deal. Renewal prices do not matter, and asking for something in return is pointless with a competitor in the deal.',
  ),
  pair(
    SALES,
    'problem_solving',
    'A key customer is unhappy about a delayed delivery. What do you do?',
    'I would call them the same day, explain the cause and the new date, and check with operations that the date is realistic before I promise it, because a second slip would cost more trust than the first.',
    'I would wait a week before calling, because an unhappy customer calms down on their own. Checking the new date with operations is pointless, and a second slip is not worth worrying about either.',
  ),
  pair(
    SALES,
    'technical_accuracy',
    'Is cold e-mail still worth doing?',
    'It can work when the list is narrow and the message names a problem the reader has; reply rates are usually low, so I measure replies per segment and stop the segments that do not respond.',
    'Cold e-mail does not scale, so nobody needs it. Reply rates make no difference, and measuring segments is a waste of time, because a good product sells itself.',
  ),
];

export const ask = (question: string, answer: string) => `Interviewer: ${question}\nCandidate: ${answer}`;
