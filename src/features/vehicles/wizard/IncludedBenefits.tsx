/** SPEC §1: what the provider does, and the benefits the plan includes. */
export const MARKETING_TEXT =
  'We set up a budget for every running cost of your car and issue you a CarGo fuel and service card. We handle your registration and insurance renewals, pay for servicing and tyres from the funds set aside each month, and keep every receipt for tax time.';

export const INCLUDED_BENEFITS = [
  'A budget for every running cost, paid in one monthly amount',
  'A CarGo fuel and service card for this vehicle',
  'Registration, CTP and insurance renewals handled for you',
  'Scheduled servicing paid from set-aside funds',
  'A set of 4 tyres funded every 30,000 km',
  'Roadside assistance',
  'Every receipt kept for tax time',
];

export function IncludedBenefits() {
  return (
    <section className="benefits" aria-labelledby="benefits-title">
      <h2 id="benefits-title">Included benefits</h2>
      <p>{MARKETING_TEXT}</p>
      <ul className="benefits__list">
        {INCLUDED_BENEFITS.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
    </section>
  );
}
