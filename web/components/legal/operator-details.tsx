import type { LegalNoticeCopy, SiteLayout } from '@/lib/content';

export type Operator = SiteLayout['operator'];

export function OperatorDetails({ operator, copy }: { operator: Operator; copy: LegalNoticeCopy }) {
  const rows: [string, React.ReactNode][] = [
    [copy.sellerLabel, operator.legalName],
    [
      copy.addressLabel,
      <span key="address" className="whitespace-pre-line">
        {operator.postalAddress}
      </span>,
    ],
    [
      copy.emailLabel,
      <a key="email" href={`mailto:${operator.supportEmail}`} className="underline">
        {operator.supportEmail}
      </a>,
    ],
  ];
  if (operator.companyNumber) rows.push([copy.companyNumberLabel, operator.companyNumber]);
  if (operator.vatNumber) rows.push([copy.vatNumberLabel, operator.vatNumber]);
  rows.push([copy.governingLawLabel, `${copy.governingLawText} ${operator.governingLaw}.`]);
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]" data-testid="operator-details">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-slate-900">{term}</dt>
          <dd className="text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
