import { Link } from 'react-router'
import { EmptyState } from '~/admin/EmptyState.tsx'
import { PageHeader } from '~/admin/PageHeader.tsx'
import styles from './forms-admin.module.css'
import { FormsNav } from './FormsNav.tsx'
import { LeadsChart } from './LeadsChart.tsx'
import type { DailyCount, FormRow } from './types.ts'
import { counted } from '~/lib/counted.ts'

/**
 * The Leads tab: each form's leads per day over the last 30 days and its total,
 * leading to the form's list. Only administrators come here (ADR 053: leads are personal data).
 */
export function LeadsOverviewScreen({ forms }: { forms: { form: FormRow; days: DailyCount[] }[] }) {
  return (
    <>
      <PageHeader title="Leads">
        Leads per day of each form over the last 30 days. Open a form's leads to filter, read, export or delete them.
      </PageHeader>
      <FormsNav area="leads" />
      {forms.length === 0 ? (
        <EmptyState title="No forms yet.">
          Leads come from forms: <Link to="/admin/forms">build one in Forms</Link>.
        </EmptyState>
      ) : (
        <ul className={styles.charts} aria-label="Forms">
          {forms.map(({ form, days }) => (
            <li key={form.id} className={styles.overviewItem}>
              <LeadsChart title={`${form.name}: leads per day`} days={days} />
              <p>
                <Link to={`/admin/leads/${form.id}`}>
                  {counted(form.lead_count, 'lead')} of {form.name}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
