// The staff loan page's panels below its summary and actions: the funding, the disbursement,
// the history, the evidence and the repayment schedule. One chunk loaded once the summary is
// painted (StaffLoanPage.tsx), not with the page: the heading, the summary and the actions show
// without their code and the components only they use (tables, images, progress bars).
export { AuditTimeline } from './AuditTimeline.tsx';
export { BorrowerEvidencePanel } from './BorrowerEvidencePanel.tsx';
export { DisbursementPanel } from './DisbursementPanel.tsx';
export { FundingPanel } from './FundingPanel.tsx';
export { RepaymentSchedulePanel } from './RepaymentSchedulePanel.tsx';
